import { afterEach, describe, expect, it } from 'vitest';
import { processEnvironment, type ProcessEnvironment } from './environment';
import { runKillLoop } from './kill-loop';

let environment: ProcessEnvironment | undefined;
afterEach(async () => {
  await environment?.cleanup();
  environment = undefined;
});

describe('ASVS 15.4.2/16.5.3: a server killed with SIGKILL during writes', () => {
  it('ASVS 15.4.2/16.5.3/13.1.3: 5 rounds of kill -9 and immediate restart keep every acknowledged ad and message exactly once', async () => {
    environment = await processEnvironment();
    const { dataDir, env } = environment;

    // Every round restarts while the killed server is still a zombie: the data directory lock
    // must be free at once (startHeldServer throws when the new server refuses to start).
    const report = await runKillLoop({ rounds: 5, dataDir, env });

    expect(report.rounds).toHaveLength(5);
    expect(report.acknowledged).toBeGreaterThan(5);
    expect(report.lost).toEqual([]);
    expect(report.duplicated).toEqual([]);
    expect(report.wrongId).toEqual([]);
    expect(report.unexpected).toEqual([]);
    // The restarts succeeded (a refused one throws); their time is mostly starting Node and tsx.
    for (const ms of report.restartMs) expect(ms).toBeLessThan(30_000);
  }, 120_000);
});
