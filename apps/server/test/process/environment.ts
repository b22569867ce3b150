import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { freshPostgres } from '../helpers/app';
import { startServer, type ServerProcess } from '../helpers/server-process';

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

/**
 * What a process test leaves behind, undone after it (`afterEach(() => cleanups.run())`), newest
 * first: its environments, and its server processes, killed when still running.
 */
export class Cleanups {
  private readonly pending: Array<() => Promise<void> | void> = [];

  add(cleanup: () => Promise<void> | void): void {
    this.pending.push(cleanup);
  }

  async run(): Promise<void> {
    for (const cleanup of this.pending.splice(0).reverse()) await cleanup();
  }

  /** A fresh data directory (or PostgreSQL database), removed afterwards. */
  async environment(): Promise<ProcessEnvironment> {
    const created = await processEnvironment();
    this.add(() => created.cleanup());
    return created;
  }

  /** A server process (helpers/server-process.ts startServer), killed afterwards if still running. */
  async server(env: Record<string, string>): Promise<ServerProcess> {
    const server = await startServer(env);
    this.add(async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    });
    return server;
  }
}
