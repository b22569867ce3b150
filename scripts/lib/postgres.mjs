import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianBinary } from './system-deps.mjs';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

/**
 * A throw-away PostgreSQL server for the server tests: Debian's postgresql package, a private
 * cluster in a temporary directory on a free port, trust authentication on loopback only.
 * Returns { url, stop } or null when PostgreSQL cannot be had here (the tests then run on PGlite).
 * `settings` are more server settings (`name=value`), e.g. the memory a benchmark's scale needs.
 */
export function startTestPostgres(port = 54329, settings = []) {
  if (!postgresBinDir()) {
    const installed = ensureDebianBinary({
      binary: '/usr/bin/pg_config',
      packages: ['postgresql'],
      purpose: 'to run the server tests on PostgreSQL as well as on the embedded database',
    });
    if (!installed || !postgresBinDir()) return null;
  }
  const bin = postgresBinDir();
  // initdb and postgres refuse to run as root: run them as Debian's postgres user.
  const asOwner = (command, args) =>
    isRoot()
      ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], {
          encoding: 'utf8',
        })
      : spawnSync(path.join(bin, command), args, { encoding: 'utf8' });

  const dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const init = asOwner('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  if (init.status !== 0) {
    console.error(`initdb failed:\n${init.stderr}`);
    return null;
  }
  const start = asOwner('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    [
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      ...settings.map((setting) => `-c ${setting}`),
    ].join(' '),
    'start',
  ]);
  if (start.status !== 0) {
    console.error(`PostgreSQL did not start:\n${start.stderr}${start.stdout}`);
    return null;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      asOwner('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
