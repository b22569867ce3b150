import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appBuild } from '../helpers/app-build';
import { freePort, waitUntilAnswering } from '../helpers/server-process';
import { Cleanups, onPostgres } from './environment';

// `npm run release` makes one folder that runs with `node server.js` and environment variables
// alone: built here, moved to another place outside the workspace, started there.
const root = path.resolve(import.meta.dirname, '../../../..');
const cleanups = new Cleanups();
afterEach(() => cleanups.run());

function serverBuild(): void {
  if (existsSync(path.join(root, 'apps/server/dist/server.js'))) return;
  const built = spawnSync(
    process.execPath,
    ['scripts/pnpm.mjs', '--filter', '@marketplace/server', 'build'],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('building the server failed');
}

describe.skipIf(onPostgres)('the release', () => {
  it('starts from a folder of its own with environment variables alone, and backs up there', async () => {
    appBuild();
    serverBuild();
    const work = mkdtempSync(path.join(os.tmpdir(), 'marketplace-release-'));
    cleanups.add(() => rmSync(work, { recursive: true, force: true }));
    const made = spawnSync(
      process.execPath,
      ['scripts/release.mjs', '--no-build', '--out', path.join(work, 'built')],
      { cwd: root, encoding: 'utf8' },
    );
    expect(made.status, made.stdout + made.stderr).toBe(0);
    // Somewhere else: nothing may point back into the workspace.
    const folder = path.join(work, 'deployed');
    renameSync(path.join(work, 'built'), folder);
    expect(readFileSync(path.join(folder, 'server.js'), 'utf8')).toContain('./dist/server.js');

    const port = await freePort();
    const dataDir = path.join(work, 'data');
    const env = {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'release-test-secret-long-enough-for-hs256',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    };
    const child = spawn(process.execPath, ['server.js'], { cwd: folder, env, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    cleanups.add(async () => {
      if (child.exitCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    });
    const base = `http://127.0.0.1:${port}`;
    const up = await waitUntilAnswering(`${base}/api/health/ready`, () => child.exitCode !== null);
    expect(up, output).toBe(true);

    // The page, rendered by the server from the app in the folder.
    const login = await fetch(`${base}/login`);
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(html).toContain('Lozinka');
    expect(html).toMatch(/<script[^>]+type="module"/);
    // The API, with its contract and its migrated database.
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        full_name: 'Vlasnik Izdanja',
        email: 'izdanje@example.test',
        password: 'sigurna-lozinka-7',
        user_type: 'land_owner',
      }),
    });
    expect(registered.status).toBe(201);
    const search = await fetch(`${base}/api/ads/search`);
    expect(search.status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The release's own backup command, on the data the server left.
    const backup = spawnSync(process.execPath, ['dist/backup.js', 'backup', path.join(work, 'b')], {
      cwd: folder,
      env,
      encoding: 'utf8',
    });
    expect(backup.status, backup.stdout + backup.stderr).toBe(0);
    expect(existsSync(path.join(work, 'b', 'manifest.json'))).toBe(true);
  }, 180_000);
});
