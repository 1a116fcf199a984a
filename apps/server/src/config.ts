import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  WEB_DIST_DIR: z.string().optional(),
  BUNDLE_DIR: z.string().optional(),
  MAP_STYLE_URL: z.string().trim().optional(),
  FONTS_DIR: z.string().optional(),
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
  logLevel: string;
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
  /** MapLibre style the web app loads; empty means the server's own `/map/style.json`. */
  mapStyleUrl: string | undefined;
  /** Label glyph PBFs served under `/fonts/` (data/fonts). */
  fontsDir: string;
  /** Embedded database directory; null keeps it in memory (tests). */
  pgliteDir: string | null;
}

// Both src/ and dist/ sit two levels below the repository's apps/ folder.
const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');
const defaultBundleDir = path.resolve(import.meta.dirname, '../../../data/bundle');
const defaultFontsDir = path.resolve(import.meta.dirname, '../../../data/fonts');

/** Reads the environment once into a typed, validated config; throws naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist,
    bundleDir: e.BUNDLE_DIR ? path.resolve(e.BUNDLE_DIR) : defaultBundleDir,
    mapStyleUrl: e.MAP_STYLE_URL || undefined,
    fontsDir: e.FONTS_DIR ? path.resolve(e.FONTS_DIR) : defaultFontsDir,
    pgliteDir: path.join(dataDir, 'db'),
  };
}
