import path from 'node:path';
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
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); without one there is no /metrics. */
  metricsToken: string | undefined;
  /**
   * Milliseconds between SIGTERM and closing (SHUTDOWN_DRAIN_MS): readiness answers 503 at once
   * while requests are still served, so a balancer stops sending new ones first.
   */
  shutdownDrainMs: number;
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

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL');
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
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', 0),
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
