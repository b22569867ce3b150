import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(rootDir, 'apps/server/dist/server.js');
// E2E_APP_DIR points at another build of the app (e.g. one made elsewhere); the default is the
// workspace build that `pnpm -r build` writes.
export const appDir = path.resolve(
  process.env.E2E_APP_DIR ?? path.join(rootDir, 'apps/marketplace/dist'),
);
const appIndex = path.join(appDir, 'server', 'index.js');

/** Where global-setup leaves the server's pid, URL and data directory for the teardown. */
export const stateFile = path.join(os.tmpdir(), `marketplace-e2e-${process.pid}.json`);

export interface ServerState {
  pid: number;
  baseUrl: string;
  dataDir: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

function ensureBuilt() {
  // E2E_BUILD=1 rebuilds even when the output exists (a stale build is not detected).
  if (!process.env.E2E_BUILD && existsSync(serverEntry) && existsSync(appIndex)) return;
  console.log('[e2e] running `npx -y pnpm@10 -r build`');
  const result = spawnSync('npx', ['-y', 'pnpm@10', '-r', 'build'], {
    cwd: rootDir,
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync(serverEntry) || !existsSync(appIndex)) {
    throw new Error(
      '`npx -y pnpm@10 -r build` failed; the e2e tests need the built server and app',
    );
  }
}

/** The server's environment for the e2e tests, on this port and data directory. */
export function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_DIR: appDir,
    APP_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: '0',
    AUTH_RATE_LIMIT: '10000',
    JWT_SECRET: 'e2e-secret-long-enough-for-hs256-signing-0123456789',
    LOG_LEVEL: 'warn',
    // Unread-message notices within seconds instead of 15 minutes (message-notices.spec.ts).
    MESSAGE_EMAIL_DELAY_S: '2',
  };
}

/** Starts the built server and waits until it answers (90 s at most); its log is DATA_DIR/server.log. */
export async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const log = openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: path.join(rootDir, 'apps/server'),
    env: serverEnv(port, dataDir),
    stdio: ['ignore', log, log],
  });
  let exitCode: number | string | null = null;
  child.on('exit', (code, signal) => (exitCode = code ?? signal ?? -1));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exitCode !== null) {
      throw new Error(`server exited (${exitCode}); see ${path.join(dataDir, 'server.log')}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer; see ${path.join(dataDir, 'server.log')}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Builds if needed, then starts the real server on a free port and a fresh DATA_DIR. */
export default async function globalSetup() {
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-e2e-data-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = await startServer(port, dataDir);
  child.unref();

  const state: ServerState = { pid: child.pid ?? -1, baseUrl, dataDir };
  writeFileSync(stateFile, JSON.stringify(state));
  // Workers inherit the runner's environment: tests read these (see fixtures/env.ts).
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_STATE_FILE = stateFile;
  console.log(`[e2e] server ${baseUrl}, DATA_DIR ${dataDir}`);
}
