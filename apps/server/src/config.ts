import { PAYMENT_PROVIDERS, type PaymentProviderName } from '@ai-map/contracts';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

const optionalSecret = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const urlWithDefault = (fallback: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value || fallback).replace(/\/$/, ''))
    .pipe(z.url())
    .default(fallback);

/** Which speech-to-text provider voice chat uses (README: STT_PROVIDER). */
export const STT_MODES = ['auto', 'openai', 'pocketsphinx', 'none'] as const;
export type SttMode = (typeof STT_MODES)[number];

/** The environment variables the server reads; README's configuration table mirrors this. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('AI Travel Map <no-reply@localhost>'),
  CONTACT_EMAIL: z.string().default('team@localhost'),
  REDIS_URL: optionalUrl,
  ROUTING_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  WEB_DIST_DIR: z.string().optional(),
  BUNDLE_DIR: z.string().optional(),
  OFFLINE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  WIKIDATA_SPARQL_URL: urlWithDefault('https://query.wikidata.org/sparql'),
  COMMONS_API_URL: urlWithDefault('https://commons.wikimedia.org/w/api.php'),
  WIKIPEDIA_REST_URL: z
    .string()
    .trim()
    .transform((value) => (value || 'https://{lang}.wikipedia.org/api/rest_v1').replace(/\/$/, ''))
    .pipe(z.string().includes('{lang}'))
    .default('https://{lang}.wikipedia.org/api/rest_v1'),
  // The action API of the same wikis; by default beside the REST API, as Wikimedia lays them out.
  WIKIPEDIA_API_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.string().includes('{lang}').optional()),
  WIKIMEDIA_REFRESH_DAYS: z.coerce.number().int().min(1).default(30),
  WIKIMEDIA_INTERVAL_S: z.coerce.number().min(0.05).default(10),
  OVERPASS_URL: urlWithDefault('https://overpass-api.de/api/interpreter'),
  LIVE_DATA_REFRESH_DAYS: z.coerce.number().int().min(1).default(30),
  OVERPASS_MIN_INTERVAL_S: z.coerce.number().min(0).default(5),
  OVERPASS_MAX_AREA_KM2: z.coerce.number().min(1).default(1500),
  MAP_STYLE_URL: z.string().trim().optional(),
  MAP_STYLE_ATTRIBUTION: z.string().trim().optional(),
  FONTS_DIR: z.string().optional(),
  BASEMAP_DIR: z.string().optional(),
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
  STRIPE_SECRET_KEY: optionalSecret,
  STRIPE_WEBHOOK_SECRET: optionalSecret,
  STRIPE_API_URL: urlWithDefault('https://api.stripe.com'),
  SUBSCRIPTION_EXPIRY_INTERVAL_S: z.coerce.number().int().min(1).default(60),
  FACEBOOK_APP_ID: optionalSecret,
  FACEBOOK_APP_SECRET: optionalSecret,
  FACEBOOK_GRAPH_URL: urlWithDefault('https://graph.facebook.com'),
  FACEBOOK_DIALOG_URL: urlWithDefault('https://www.facebook.com/v19.0/dialog/oauth'),
  TWITTER_CONSUMER_KEY: optionalSecret,
  TWITTER_CONSUMER_SECRET: optionalSecret,
  TWITTER_API_URL: urlWithDefault('https://api.twitter.com'),
  TWITTER_CALLBACK_URL: optionalUrl,
  ASSISTANT_PROVIDER: z.enum(['builtin', 'openai-compatible']).default('builtin'),
  ASSISTANT_BASE_URL: optionalUrl,
  ASSISTANT_API_KEY: optionalSecret,
  ASSISTANT_MODEL: z.string().trim().optional(),
  STT_PROVIDER: z.enum(STT_MODES).default('auto'),
  STT_BASE_URL: optionalUrl,
  STT_API_KEY: optionalSecret,
  STT_MODEL: z
    .string()
    .trim()
    .transform((value) => value || 'whisper-1')
    .default('whisper-1'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Origin the web app is reached at; links in e-mails point there. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string;
  redisUrl: string | undefined;
  /** OSRM-compatible router for road legs (docs/itinerary.md); absent: great circles. */
  routingUrl: string | undefined;
  logLevel: string;
  /** auto: readable lines on a terminal, JSON lines otherwise. */
  logFormat: 'auto' | 'pretty' | 'json';
  /** Login, registration and password-reset attempts per client and minute. */
  authRateLimitPerMinute: number;
  /**
   * Believe `X-Forwarded-For` for the client address. Only behind a reverse proxy: otherwise a
   * client could pick any address and slip past the rate limits.
   */
  trustProxy: boolean;
  /** Built web app to serve; null serves the API only. */
  webDistDir: string | null;
  /** The bundled world catalogue imported on first start; null starts without one (tests). */
  bundleDir: string | null;
  /**
   * No call to any outside service (README "Connected mode"): the web app gets the built-in
   * basemap and nothing is fetched from open-data services.
   */
  offline: boolean;
  /**
   * Wikidata, Commons and Wikipedia (modules/wikimedia); null when offline. `userAgent` names
   * the deployment and its contact address, as Wikimedia's User-Agent policy asks.
   */
  wikimedia: {
    sparqlUrl: string;
    commonsApiUrl: string;
    /** REST base with a `{lang}` placeholder for the Wikipedia edition. */
    wikipediaRestUrl: string;
    /** The action API (`api.php`) with a `{lang}` placeholder: an article's Wikidata item. */
    wikipediaApiUrl: string;
    userAgent: string;
    refreshDays: number;
    /** Pause between two batches of the background sweep. */
    intervalMs: number;
  } | null;
  /** Places from OpenStreetMap on demand through Overpass (modules/live-places); null offline. */
  overpass: {
    url: string;
    userAgent: string;
    /** An area fetched within this many days is not fetched again. */
    refreshDays: number;
    /** Least time between two Overpass requests of this server (the public instance's fair use). */
    minIntervalMs: number;
    /** Larger areas are refused: the public instance answers such queries slowly or not at all. */
    maxAreaKm2: number;
  } | null;
  /**
   * The online MapLibre style the web app tries first, and the credit shown for it (null: the
   * style's own). Null when offline: the server's own `/map/style.json` is then the only one.
   */
  mapStyle: { url: string; attribution: string | null } | null;
  /** Label glyph PBFs served under `/fonts/` (data/fonts). */
  fontsDir: string;
  /** Street-level basemap files cut into the vector tiles (data/basemap, `npm run basemap`). */
  basemapDir: string;
  /** Embedded database directory; null keeps it in memory (tests). */
  pgliteDir: string | null;
  payments: {
    /** Who takes new payments: the built-in sandbox (test cards, no money moves) or Stripe. */
    provider: PaymentProviderName;
    /** Set when the Stripe keys are; webhooks of Stripe checkouts are then verified with it. */
    stripe: { secretKey: string; webhookSecret: string; apiUrl: string } | null;
    /** How often paid plans past their end drop to free. */
    expiryIntervalMs: number;
  };
  /** Facebook login (`users/auth/facebook/`); null answers 503. */
  facebook: {
    appId: string;
    appSecret: string;
    graphUrl: string;
    /** The login dialog the web app sends the browser to (response_type=token). */
    dialogUrl: string;
  } | null;
  /** Twitter login (OAuth 1.0a); null answers 503. */
  twitter: {
    consumerKey: string;
    consumerSecret: string;
    apiUrl: string;
    /** Where Twitter sends the browser back with oauth_token and oauth_verifier. */
    callbackUrl: string;
  } | null;
  /**
   * The assistant's brain: null is the built-in one; otherwise a model behind an
   * OpenAI-compatible chat-completions API (modules/assistant/llm-brain.ts).
   */
  assistant: { baseUrl: string; apiKey: string | undefined; model: string } | null;
  /** Speech-to-text for the voice socket (modules/voice/stt-provider.ts). */
  stt: {
    /** `auto`: the OpenAI-compatible service when `baseUrl` is set, else pocketsphinx if installed. */
    mode: SttMode;
    /** OpenAI-compatible API base; `{baseUrl}/audio/transcriptions` is called. */
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
  };
}

// Both src/ and dist/ sit two levels below the repository's apps/ folder.
const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');
const defaultBundleDir = path.resolve(import.meta.dirname, '../../../data/bundle');
const defaultFontsDir = path.resolve(import.meta.dirname, '../../../data/fonts');
const defaultBasemapDir = path.resolve(import.meta.dirname, '../../../data/basemap');

type Env = z.infer<typeof EnvSchema>;

/** OpenFreeMap's full-world vector street style: no key, no registration. */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';
/** The credit OpenFreeMap asks for, linked (MapLibre's attribution control renders HTML). */
export const OPENFREEMAP_ATTRIBUTION = [
  '<a href="https://openfreemap.org/">OpenFreeMap</a>',
  '<a href="https://www.openmaptiles.org/">© OpenMapTiles</a>',
  '<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap contributors</a>',
].join(' ');

function onlineMapStyle(e: Env): NonNullable<Config['mapStyle']> {
  const url = e.MAP_STYLE_URL || DEFAULT_MAP_STYLE_URL;
  const attribution =
    e.MAP_STYLE_ATTRIBUTION || (url === DEFAULT_MAP_STYLE_URL ? OPENFREEMAP_ATTRIBUTION : null);
  return { url, attribution };
}

/** Credentials come in pairs; half a pair is a typo rather than a choice. */
function credentialProblems(e: Env): string[] {
  const pairs: [keyof Env, keyof Env][] = [
    ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
    ['TWITTER_CONSUMER_KEY', 'TWITTER_CONSUMER_SECRET'],
  ];
  const problems = pairs
    .filter(([a, b]) => Boolean(e[a]) !== Boolean(e[b]))
    .map(([a, b]) => (e[a] ? `${b}: required with ${a}` : `${a}: required with ${b}`));
  if (e.PAYMENT_PROVIDER === 'stripe' && !e.STRIPE_SECRET_KEY) {
    problems.push('STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe');
  }
  if (
    e.ASSISTANT_PROVIDER === 'openai-compatible' &&
    (!e.ASSISTANT_BASE_URL || !e.ASSISTANT_MODEL)
  ) {
    problems.push(
      'ASSISTANT_BASE_URL and ASSISTANT_MODEL: required when ASSISTANT_PROVIDER=openai-compatible',
    );
  }
  if (e.STT_PROVIDER === 'openai' && !e.STT_BASE_URL) {
    problems.push('STT_BASE_URL: required when STT_PROVIDER=openai');
  }
  return problems;
}

/** Reads the environment once into a typed, validated config; throws naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const credentials = credentialProblems(e);
  if (credentials.length) throw new Error(`Invalid configuration: ${credentials.join('; ')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    redisUrl: e.REDIS_URL,
    routingUrl: e.ROUTING_URL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist,
    bundleDir: e.BUNDLE_DIR ? path.resolve(e.BUNDLE_DIR) : defaultBundleDir,
    offline: e.OFFLINE,
    mapStyle: e.OFFLINE ? null : onlineMapStyle(e),
    overpass: e.OFFLINE
      ? null
      : {
          url: e.OVERPASS_URL,
          userAgent: `AI-Travel-Map/1.0 (${publicUrl}; ${e.CONTACT_EMAIL})`,
          refreshDays: e.LIVE_DATA_REFRESH_DAYS,
          minIntervalMs: e.OVERPASS_MIN_INTERVAL_S * 1000,
          maxAreaKm2: e.OVERPASS_MAX_AREA_KM2,
        },
    wikimedia: e.OFFLINE
      ? null
      : {
          sparqlUrl: e.WIKIDATA_SPARQL_URL,
          commonsApiUrl: e.COMMONS_API_URL,
          wikipediaRestUrl: e.WIKIPEDIA_REST_URL,
          wikipediaApiUrl:
            e.WIKIPEDIA_API_URL ?? e.WIKIPEDIA_REST_URL.replace(/\/api\/rest_v1$/, '/w/api.php'),
          userAgent: `AI-Travel-Map/1.0 (${publicUrl}; ${e.CONTACT_EMAIL})`,
          refreshDays: e.WIKIMEDIA_REFRESH_DAYS,
          intervalMs: e.WIKIMEDIA_INTERVAL_S * 1000,
        },
    fontsDir: e.FONTS_DIR ? path.resolve(e.FONTS_DIR) : defaultFontsDir,
    basemapDir: e.BASEMAP_DIR ? path.resolve(e.BASEMAP_DIR) : defaultBasemapDir,
    pgliteDir: path.join(dataDir, 'db'),
    payments: {
      provider: e.PAYMENT_PROVIDER,
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              apiUrl: e.STRIPE_API_URL,
            }
          : null,
      expiryIntervalMs: e.SUBSCRIPTION_EXPIRY_INTERVAL_S * 1000,
    },
    facebook:
      e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? {
            appId: e.FACEBOOK_APP_ID,
            appSecret: e.FACEBOOK_APP_SECRET,
            graphUrl: e.FACEBOOK_GRAPH_URL,
            dialogUrl: e.FACEBOOK_DIALOG_URL,
          }
        : null,
    twitter:
      e.TWITTER_CONSUMER_KEY && e.TWITTER_CONSUMER_SECRET
        ? {
            consumerKey: e.TWITTER_CONSUMER_KEY,
            consumerSecret: e.TWITTER_CONSUMER_SECRET,
            apiUrl: e.TWITTER_API_URL,
            // The web app's callback route (features/auth/components/twitter-callback-page.tsx).
            callbackUrl: e.TWITTER_CALLBACK_URL ?? `${publicUrl}/login/twitter`,
          }
        : null,
    assistant:
      e.ASSISTANT_PROVIDER === 'openai-compatible'
        ? {
            baseUrl: e.ASSISTANT_BASE_URL!.replace(/\/$/, ''),
            apiKey: e.ASSISTANT_API_KEY,
            model: e.ASSISTANT_MODEL!,
          }
        : null,
    stt: {
      mode: e.STT_PROVIDER,
      baseUrl: e.STT_BASE_URL?.replace(/\/$/, ''),
      apiKey: e.STT_API_KEY,
      model: e.STT_MODEL,
    },
  };
}
