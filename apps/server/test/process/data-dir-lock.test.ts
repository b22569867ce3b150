import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../../src/db/lock';
import { processState, startHeldServer, type HeldServerProcess } from '../helpers/server-process';
import { Cleanups, onPostgres } from './environment';

const cleanups = new Cleanups();
afterEach(() => cleanups.run());

const environment = () => cleanups.environment();
const start = (env: Record<string, string>) => cleanups.server(env);

async function startHeld(env: Record<string, string>): Promise<HeldServerProcess> {
  const server = await startHeldServer(env);
  cleanups.add(() => server.release());
  return server;
}

// The lock guards PGlite's data directory; on PostgreSQL there is none to take.
describe.skipIf(onPostgres)('ASVS 15.4.2/16.5.3: the data directory lock', () => {
  it('ASVS 16.5.3/13.1.3: is free at once when its owner was killed with SIGKILL and is still a zombie or exiting', async () => {
    const { dataDir, env } = await environment();
    const owner = await startHeld(env);
    process.kill(owner.pid, 'SIGKILL');
    await owner.dead();
    // The killed server is still in the process table: its parent has not reaped it.
    expect(processState(owner.pid)).toBe('Z');

    // Its other threads may still be tearing down for a moment (the kernel closes the lock when
    // the last one is gone): the lock waits for that, not for the parent to reap the zombie.
    const started = Date.now();
    const release = await acquireDataDirLock(dataDir);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(processState(owner.pid)).toBe('Z');
    release();
  }, 60_000);

  it('ASVS 16.5.3: waits a bounded time for an owner that is going away instead of refusing', async () => {
    const { dataDir, env } = await environment();
    const owner = await start(env);
    const started = Date.now();
    setTimeout(() => owner.child.kill('SIGKILL'), 700);
    const release = await acquireDataDirLock(dataDir, { waitMs: 10_000 });
    const waited = Date.now() - started;
    release();
    expect(waited).toBeGreaterThanOrEqual(650);
    expect(waited).toBeLessThan(5_000);
  }, 60_000);

  it('ASVS 15.4.2/16.5.3: is refused while a live server owns the directory, with a clear message', async () => {
    const { dataDir, env } = await environment();
    const owner = await start(env);
    const pid = owner.child.pid ?? 0;

    const started = Date.now();
    await expect(acquireDataDirLock(dataDir, { waitMs: 500 })).rejects.toThrow(
      `The data directory ${dataDir} is in use by another server process (pid ${pid}). ` +
        'Stop it first, or use a different DATA_DIR.',
    );
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(500);
    expect(waited).toBeLessThan(3_000);

    // A second server process is refused too, and the first one goes on serving.
    await expect(start(env)).rejects.toThrow(/in use by another server process \(pid \d+\)/);
    expect((await fetch(`${owner.baseUrl}/api/health`)).status).toBe(200);
  }, 60_000);
});
