// What the app's browser benchmarks share: the built app and server they run, and a free port.
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
