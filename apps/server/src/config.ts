import path from 'node:path';
import type { S3Settings } from './services/s3-image-storage';
import {
  DEFAULT_MODERATION_NEW_ACCOUNT_DAYS,
  isModerationMode,
  serverTexts,
  type ModerationMode,
} from '@marketplace/domain';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A postgres:// URL switches from the embedded database to PostgreSQL. */
  databaseUrl: string | undefined;
  /**
   * DATABASE_READ_URL: a streaming replica of DATABASE_URL for the reads other users' data answers
   * (searches, lists, details); undefined: every read goes to DATABASE_URL (db/connect.ts).
   */
  databaseReadUrl: string | undefined;
  /**
   * PostgreSQL: the longest wait for one query's answer, in milliseconds; connecting waits at most
   * min(this, 3000). A frozen or unreachable server is then answered with 503, never waited on.
   */
  databaseTimeoutMs: number;
  appUrl: string;
  /** Undefined means: generate one and keep it in dataDir. */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  authRateLimit: number;
  /** Directory of the built marketplace app; undefined when it is not built. */
  appDir: string | undefined;
  /**
   * Directory of the marketplace app's sources (APP_SOURCE, `npm run dev`): pages are then
   * rendered from them through Vite, with hot reload, instead of from the build.
   */
  appSource: string | undefined;
  logLevel: string;
  /** Strict-Transport-Security max-age in seconds for deployments behind TLS; 0 sends none. */
  hstsMaxAge: number;
  /** Keeps answered search pages until the next write (services/search-pages.ts); SEARCH_PAGE_CACHE=0 turns it off. */
  searchPageCache: boolean;
  /** Seconds a message stays unread before its recipient is emailed (MESSAGE_EMAIL_DELAY_S). */
  messageEmailDelayS: number;
  /** Seconds within which an instant saved-search alert goes out (ALERT_DELAY_S). */
  alertDelayS: number;
  /**
   * MODERATION: `post` (ads go live, reports are reviewed) or `pre` (new ads of accounts younger
   * than MODERATION_NEW_ACCOUNT_DAYS, and such edits of theirs, wait for a moderator's approval).
   */
  moderation: ModerationSettings;
  /** S3-compatible object storage of the images (S3_*); undefined: the local disk (DATA_DIR). */
  s3: S3Settings | undefined;
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); without one there is no /metrics. */
  metricsToken: string | undefined;
  /**
   * Milliseconds between SIGTERM and closing (SHUTDOWN_DRAIN_MS): readiness answers 503 at once
   * while requests are still served, so a balancer stops sending new ones first.
   */
  shutdownDrainMs: number;
  /**
   * Which proxies in front of the server to believe about the client's address (TRUST_PROXY:
   * `true`, a number of hops, or addresses and CIDR ranges separated by commas), so a limit per
   * address counts each visitor behind a balancer, not the balancer. Unset: none.
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
}

export interface ModerationSettings {
  mode: ModerationMode;
  newAccountDays: number;
}

type Env = Record<string, string | undefined>;

export const DEFAULT_DATABASE_TIMEOUT_MS = 5_000;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** The bucket of the images when S3_ENDPOINT and the rest are set; all four or none. */
function s3Settings(env: Env): S3Settings | undefined {
  const missing = S3_REQUIRED.filter((name) => !env[name]);
  if (missing.length === S3_REQUIRED.length) return undefined;
  if (missing.length > 0) {
    throw new Error(
      `Images in object storage need ${S3_REQUIRED.join(', ')}; missing: ${missing.join(', ')}`,
    );
  }
  return {
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    region: env.S3_REGION || 'us-east-1',
    publicUrl: env.S3_PUBLIC_URL || undefined,
  };
}

function trustProxy(raw: string | undefined): Config['trustProxy'] {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  // The nearest `hops` proxies.
  if (/^[0-9]+$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL');
  }
  const databaseReadUrl = env.DATABASE_READ_URL || undefined;
  if (databaseReadUrl && !databaseUrl) {
    throw new Error('DATABASE_READ_URL needs DATABASE_URL: it names a replica of that database');
  }
  if (databaseReadUrl && !/^postgres(ql)?:\/\//.test(databaseReadUrl)) {
    throw new Error('DATABASE_READ_URL must be a postgres:// URL');
  }
  const databaseTimeoutMs = integer(env, 'DATABASE_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUT_MS);
  const moderationMode = env.MODERATION || 'post';
  if (!isModerationMode(moderationMode)) {
    throw new Error(`MODERATION must be "post" or "pre", got "${moderationMode}"`);
  }
  if (databaseTimeoutMs < 100) {
    throw new Error(`DATABASE_TIMEOUT_MS must be at least 100, got "${databaseTimeoutMs}"`);
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    databaseReadUrl,
    databaseTimeoutMs,
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `${serverTexts.emails.senderName} <no-reply@localhost>`,
    seedDemo: env.SEED_DEMO !== '0',
    authRateLimit: integer(env, 'AUTH_RATE_LIMIT', 60),
    appDir: env.APP_DIR ? path.resolve(env.APP_DIR) : undefined,
    appSource: env.APP_SOURCE ? path.resolve(env.APP_SOURCE) : undefined,
    logLevel: env.LOG_LEVEL || 'info',
    hstsMaxAge: integer(env, 'HSTS_MAX_AGE', 0),
    searchPageCache: env.SEARCH_PAGE_CACHE !== '0',
    messageEmailDelayS: integer(env, 'MESSAGE_EMAIL_DELAY_S', 900),
    alertDelayS: integer(env, 'ALERT_DELAY_S', 60),
    s3: s3Settings(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', 0),
    trustProxy: trustProxy(env.TRUST_PROXY),
    moderation: {
      mode: moderationMode,
      newAccountDays: integer(
        env,
        'MODERATION_NEW_ACCOUNT_DAYS',
        DEFAULT_MODERATION_NEW_ACCOUNT_DAYS,
      ),
    },
  };
}
