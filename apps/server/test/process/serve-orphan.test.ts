import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, serverEnv, waitUntilAnswering } from '../helpers/server-process';
import { Cleanups } from './environment';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');
// `npm run serve` imports this instead of dist/server.js: the TypeScript sources through tsx, in
// the same process, so the test needs no build.
const entry = path.join(here, 'fixtures/serve-entry.mjs');

const cleanups = new Cleanups();
afterEach(() => cleanups.run());

/** Pids of the live processes whose environment has `DATA_DIR=dataDir`. */
function processesOn(dataDir: string): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/environ`, 'utf8').split('\0').includes(`DATA_DIR=${dataDir}`))
        pids.push(Number(name));
    } catch {
      // gone, or not ours
    }
  }
  return pids;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe('ASVS 16.5.3/13.1.3: `npm run serve` killed with SIGKILL', () => {
  it('ASVS 16.5.3/13.1.3: leaves no server behind: the port and the data directory are free within seconds', async () => {
    const environment = await cleanups.environment();
    const { dataDir, env } = environment;
    const port = await freePort();
    cleanups.add(() => {
      for (const pid of processesOn(dataDir)) process.kill(pid, 'SIGKILL');
    });

    // The documented command as a user runs it: npm → sh → node scripts/serve.mjs.
    const npm = spawn('npm', ['run', 'serve'], {
      cwd: root,
      env: { ...serverEnv(port, env), SERVER_ENTRY: entry },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk) => (output += chunk));
    npm.stderr.on('data', (chunk) => (output += chunk));
    const npmExited = new Promise((resolve) => npm.on('exit', resolve));
    const url = `http://127.0.0.1:${port}/api/health`;
    expect(await waitUntilAnswering(url, () => npm.exitCode !== null), output).toBe(true);
    // npm, the shell it runs the script in, and the server.
    expect(processesOn(dataDir).length).toBeGreaterThanOrEqual(3);

    npm.kill('SIGKILL');
    await npmExited;
    const killedAt = Date.now();

    expect(await eventually(() => processesOn(dataDir).length === 0, 10_000), output).toBe(true);
    expect(await portIsFree(port)).toBe(true);
    const freedMs = Date.now() - killedAt;
    expect(freedMs).toBeLessThan(10_000);
    // It shut down as on SIGTERM, not killed.
    expect(output).toMatch(/is gone: stopping/);

    // A new server on the same data directory starts at once.
    const next = await cleanups.server(env);
    expect((await fetch(`${next.baseUrl}/api/health`)).status).toBe(200);
  }, 120_000);
});
