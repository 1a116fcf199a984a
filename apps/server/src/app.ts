import { API_BASE, MEDIA_BASE, serverMessages } from '@ai-map/contracts';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { PHOTO_MAX_BYTES } from '@ai-map/contracts';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { mkdir } from 'node:fs/promises';
import { z } from 'zod';
import type { AppContext } from './app-context';
import type { Config } from './config';
import { pingDatabase, type DatabaseHandle } from './db/client';
import { aboutRoutes } from './modules/about/about.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { filtersRoutes } from './modules/filters/filters.routes';
import { searchRoutes } from './modules/search/search.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { attractionsRoutes } from './modules/places/attractions.routes';
import { shopsRoutes } from './modules/shops/shops.routes';
import { foodRoutes } from './modules/food/food.routes';
import { geoDataRoutes } from './modules/geo-data/geo-data.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { geoRoutes } from './modules/geo/geo.routes';
import { cultureRoutes } from './modules/culture/culture.routes';
import { moneyRoutes } from './modules/money/money.routes';
import { listsRoutes } from './modules/lists/lists.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { CatalogueEvents } from './modules/catalog/import/catalogue-events';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { accessCodeRoutes } from './modules/planner/access-code.routes';
import { tripsRoutes } from './modules/planner/trips.routes';
import { importsRoutes } from './modules/imports/imports.routes';
import {
  ImportPool,
  importPoolDefaults,
  type ImportPoolOptions,
} from './modules/imports/import-pool';
import { chatsRoutes } from './modules/chats/chats.routes';
import { tripSocketRoutes } from './modules/planner/trip-socket.routes';
import { invitationsRoutes } from './modules/planner/invitations.routes';
import { participationRequestsRoutes } from './modules/planner/participation-requests.routes';
import { tripMembersRoutes } from './modules/planner/trip-members.routes';
import { tripExportRoutes } from './modules/planner/trip-export.routes';
import { tripShareRoutes } from './modules/planner/trip-share.routes';
import { mediaRoot } from './lib/media-store';
import { fallbackRateLimitStore } from './lib/rate-limit-store';
import { connectRedis, redisReady } from './lib/redis';
import { profileRoutes } from './modules/profile/profile.routes';
import { socialRoutes } from './modules/social/social.routes';
import { tilesRoutes } from './modules/tiles/tiles.routes';
import { mcpRoutes } from './modules/mcp/mcp.routes';
import { authPlugin } from './plugins/auth';
import { createRealtimeBus } from './plugins/realtime-bus';
import { DATABASE_RETRY_AFTER_S, errorsPlugin, unavailableReason } from './plugins/errors';
import { inputGatePlugin } from './plugins/input-gate';
import { appPageExists } from './modules/pages/page-exists';
import { webAppPlugin } from './plugins/web-app';
import { plansRoutes } from './modules/plans/plans.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes';
import { startSubscriptionExpiry } from './modules/payments/subscription-expiry';
import { livePlacesRoutes } from './modules/live-places/live-places.routes';
import { startWikimediaSweep } from './modules/wikimedia/wikimedia.service';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { socialAuthRoutes } from './modules/social-auth/social-auth.routes';
import { voiceRoutes } from './modules/voice/voice.routes';
import { createSpeechToText } from './modules/voice/stt-provider';
import { builtinBrain, gazetteerOf } from './modules/assistant/builtin-brain';
import { JSON_MAX_BYTES } from './lib/json-limits';
import { loggerOptions } from './lib/logger';
import { chatMessagesRoutes } from './modules/assistant/chat-messages.routes';
import { chatSocketRoutes } from './modules/assistant/chat-socket.routes';
import { createLlmBrain } from './modules/assistant/llm-brain';
import { startInterruptedTurnSweep } from './modules/assistant/interrupted-turns';

// A missing field reads "This field is required." everywhere, as the forms expect; schema-level
// messages (the spec's wording) still win over this default.
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined
      ? serverMessages.fieldRequired
      : undefined,
});

export interface AppOptions {
  database: DatabaseHandle;
  /** Replaces the configured mailer (tests). */
  mailer?: Mailer;
  /** Key prefix for the shared rate-limit counters in Redis (tests isolate themselves with it). */
  rateLimitNamespace?: string;
  /** Where the caller announces finished catalogue imports (main.ts after the start-up import). */
  catalogue?: CatalogueEvents;
  /** Prefix of the realtime bus's Redis channels (tests isolate themselves with it). */
  realtimeNamespace?: string;
  /** False leaves the open-data sweeps unstarted (tests call them step by step). */
  backgroundSweeps?: boolean;
  /** Other sizes and limits for the import readers (the tests of those limits). */
  importPool?: Partial<ImportPoolOptions>;
}

/**
 * Builds the app without listening: main.ts listens, tests use `inject`. The database is opened
 * and migrated by the caller; closing the app closes it.
 */
export async function buildApp(config: Config, options: AppOptions): Promise<FastifyInstance> {
  await mkdir(mediaRoot(config.dataDir), { recursive: true });
  const app = createServer(config);
  const ctx = createContext(app, config, options);
  const stt = createSpeechToText(config.stt);
  app.log.info({ provider: stt?.name ?? null }, 'speech-to-text provider');
  const brain = config.assistant ? createLlmBrain(config.assistant) : builtinBrain;
  // The first chat message would otherwise wait seconds for the destination index.
  app.addHook('onListen', () => {
    gazetteerOf(ctx)
      .findDestinations('')
      .catch((error: unknown) => app.log.warn({ err: error }, 'the assistant index did not load'));
  });
  const redis = config.redisUrl
    ? connectRedis(
        config.redisUrl,
        app.log,
        'rate limits',
        'each instance counts its own clients meanwhile',
      )
    : undefined;
  app.addHook('onClose', async () => {
    ctx.mailer.close();
    redis?.disconnect();
    await ctx.bus.close();
    await ctx.imports.close();
    await options.database.close();
  });

  await registerPlugins(app, ctx, redis, options);
  healthRoute(app, ctx, redis, options.database);
  await registerApi(app, ctx, stt);

  await app.register(tilesRoutes, { ctx });
  // Your own AI client's way in (MCP, Streamable HTTP), beside the API rather than under it.
  await app.register(mcpRoutes, { ctx });

  // One WebSocket server for every socket route (the trip's now, the chat's later).
  // Frames over the JSON limit are closed by `ws` itself with 1009 (message too big).
  await app.register(fastifyWebsocket, { options: { maxPayload: JSON_MAX_BYTES } });
  await app.register(tripSocketRoutes, { ctx });
  await app.register(chatSocketRoutes, { ctx, brain, stt });

  await app.register(fastifyStatic, {
    root: mediaRoot(config.dataDir),
    prefix: `${MEDIA_BASE}/`,
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      // Files get a fresh random name on every upload, so they never change in place.
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
  await app.register(webAppPlugin, {
    distDir: config.webDistDir,
    pageExists: (pathname) => appPageExists(ctx, pathname),
  });

  startSweeps(app, ctx, options);
  return app;
}

/** The Fastify instance with zod schemas for validation and serialisation, logging each request. */
function createServer(config: Config) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, config.logFormat),
    // Every request at info buried the start-up line and the mailed links: one debug line each.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: JSON_MAX_BYTES,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { method: request.method, url: request.url, status: reply.statusCode, ms: reply.elapsedTime },
      'request',
    );
  });

  return app;
}

type App = ReturnType<typeof createServer>;
type Redis = ReturnType<typeof connectRedis>;

/** What every module is handed: configuration, database, mailer, log, buses, import pool. */
function createContext(app: App, config: Config, options: AppOptions): AppContext {
  const ctx: AppContext = {
    config,
    db: options.database.db,
    mailer:
      options.mailer ??
      createMailer(
        { smtpUrl: config.smtpUrl, from: config.mailFrom },
        options.database.db,
        app.log,
      ),
    log: app.log,
    catalogue: options.catalogue ?? new CatalogueEvents(),
    bus: createRealtimeBus({
      redisUrl: config.redisUrl,
      prefix: options.realtimeNamespace ?? 'ai-map-realtime:',
      log: app.log,
    }),
    imports: new ImportPool({ ...importPoolDefaults, ...options.importPool }, app.log),
  };
  app.decorate('realtimeBus', ctx.bus);
  app.decorate('importPool', ctx.imports);
  return ctx;
}

/** Errors, the input gate, cookies, uploads, rate limits, the API docs and authentication. */
async function registerPlugins(
  app: App,
  ctx: AppContext,
  redis: Redis | undefined,
  options: AppOptions,
) {
  await app.register(errorsPlugin);
  await app.register(inputGatePlugin);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 2, fields: 10, parts: 12 },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis && {
      store: fallbackRateLimitStore(
        redis,
        options.rateLimitNamespace ?? 'ai-map-rate-limit-',
        app.log,
      ),
    }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: serverMessages.throttled(Math.max(1, Math.ceil(context.ttl / 1000))),
    }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'AI travel map and planner API',
        description: `Every call lives under ${API_BASE}/. Authenticate with \`Authorization: Token <key>\`.`,
        version: '1',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin, { ctx });
}

/** `/healthz`: the database's and Redis's state, for load balancers and the test harnesses. */
function healthRoute(app: App, ctx: AppContext, redis: Redis | undefined, handle: DatabaseHandle) {
  // Each dependency on its own: the database is required (503 without it, like the API), Redis
  // only shares rate limits and live updates between instances ("degraded" without it).
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    // Bounded like every query (db/bounded-waits.ts): a hung database answers here within
    // seconds too, with the reason.
    const database = await pingDatabase(ctx.db).then(
      () => ({ status: 'ok' as const }),
      (error: unknown) => ({ status: 'unavailable' as const, reason: unavailableReason(error) }),
    );
    const redisStatus = !redis
      ? 'not_configured'
      : redisReady(redis) && ctx.bus.crossInstance()
        ? 'ok'
        : 'unavailable';
    const status =
      database.status !== 'ok' ? 'unavailable' : redisStatus === 'unavailable' ? 'degraded' : 'ok';
    if (database.status !== 'ok') {
      reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_S));
    }
    return reply.header('cache-control', 'no-store').send({
      status,
      database: { driver: handle.driver, ...database },
      redis: { status: redisStatus },
    });
  });
}

/** The API's routes, every one under API_BASE. */
async function registerApi(app: App, ctx: AppContext, stt: ReturnType<typeof createSpeechToText>) {
  await app.register(
    async (api) => {
      await api.register(authRoutes, { ctx });
      await api.register(profileRoutes, { ctx });
      await api.register(accessCodeRoutes, { ctx });
      await api.register(tripsRoutes, { ctx });
      await api.register(importsRoutes, { ctx });
      await api.register(chatsRoutes, { ctx });
      await api.register(contactsRoutes, { ctx });
      await api.register(catalogRoutes, { ctx });
      await api.register(socialRoutes, { ctx });
      await api.register(attractionsRoutes, { ctx });
      await api.register(shopsRoutes, { ctx });
      await api.register(foodRoutes, { ctx });
      await api.register(eventsRoutes, { ctx });
      await api.register(geoRoutes, { ctx });
      await api.register(cultureRoutes, { ctx });
      await api.register(moneyRoutes, { ctx });
      await api.register(listsRoutes, { ctx });
      await api.register(blogRoutes, { ctx });
      await api.register(filtersRoutes, { ctx });
      await api.register(searchRoutes, { ctx });
      await api.register(aboutRoutes, { ctx });
      await api.register(geoDataRoutes, { ctx });
      await api.register(plansRoutes, { ctx });
      await api.register(paymentsRoutes, { ctx });
      await api.register(stripeWebhookRoutes, { ctx });
      await api.register(preferencesRoutes, { ctx });
      await api.register(socialAuthRoutes, { ctx });
      await api.register(voiceRoutes, { stt });
      await api.register(chatMessagesRoutes, { ctx });
      await api.register(invitationsRoutes, { ctx });
      await api.register(participationRequestsRoutes, { ctx });
      await api.register(tripMembersRoutes, { ctx });
      await api.register(tripExportRoutes, { ctx });
      await api.register(tripShareRoutes, { ctx });
      await api.register(livePlacesRoutes, { ctx });
    },
    { prefix: API_BASE },
  );
}

/**
 * Paid plans drop to free after their payment date, chat turns that died with a server get
 * their error answer, and (unless offline, or in tests, which drive enrichNextBatch themselves)
 * photos, websites and descriptions come from Wikimedia: sweeps from ready until close.
 */
function startSweeps(app: App, ctx: AppContext, options: AppOptions) {
  let stopSweeps: (() => Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    stopSweeps = [
      startSubscriptionExpiry(ctx, ctx.config.payments.expiryIntervalMs),
      startInterruptedTurnSweep(ctx, options.database.exclusive),
    ];
    if (options.backgroundSweeps !== false) stopSweeps.push(startWikimediaSweep(ctx));
  });
  app.addHook('preClose', async () => {
    await Promise.all(stopSweeps.map((stop) => stop()));
  });
}
