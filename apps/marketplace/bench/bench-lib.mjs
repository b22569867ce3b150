// What the app's browser benchmarks share: the built app and server they run, and a free port.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The workspace root. */
export const root = path.resolve(import.meta.dirname, '../../..');

/** Exits with a hint when the app or the server has not been built. */
export function requireBuild() {
  for (const file of ['apps/server/dist/server.js', 'apps/marketplace/dist/server/index.js']) {
    if (!existsSync(path.join(root, file))) {
      console.error(`${file} is missing: run \`npm run build\` first.`);
      process.exit(1);
    }
  }
}

/** A TCP port nobody listens on right now. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Starts the built server on `dataDir` (no demo data) and waits until it answers; `stop()` ends
 * it. Its output goes to this process's.
 */
export async function startBuiltServer(dataDir, env = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (i > 300) throw new Error('server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
