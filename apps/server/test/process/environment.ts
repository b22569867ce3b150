import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { freshPostgres } from '../helpers/app';

export const onPostgres = process.env.TEST_DB === 'postgres';

export interface ProcessEnvironment {
  dataDir: string;
  /** For the server process: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/**
 * A fresh data directory (with the migrated PGlite template, so a server starts in seconds) or, with
 * TEST_DB=postgres, a fresh PostgreSQL database.
 */
export async function processEnvironment(): Promise<ProcessEnvironment> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-process-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, AUTH_RATE_LIMIT: '1000' };
  let drop = async () => {};
  if (onPostgres) {
    const database = await freshPostgres();
    env.DATABASE_URL = database.url;
    drop = database.drop;
  } else {
    cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  }
  return {
    dataDir,
    env,
    async cleanup() {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
