import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { ServerState } from './global-setup';

/** Stops the server global-setup started and removes its data directory. */
export default async function globalTeardown() {
  const file = process.env.E2E_STATE_FILE;
  if (!file || !existsSync(file)) return;
  const state = JSON.parse(readFileSync(file, 'utf8')) as ServerState;
  rmSync(file, { force: true });
  if (state.pid > 0) {
    try {
      process.kill(state.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      try {
        process.kill(state.pid, 0);
      } catch {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    try {
      process.kill(state.pid, 'SIGKILL');
    } catch {
      // stopped
    }
  }
  if (process.env.E2E_KEEP_DATA) console.log(`[e2e] data kept in ${state.dataDir}`);
  else rmSync(state.dataDir, { recursive: true, force: true });
}
