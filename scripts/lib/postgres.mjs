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

/** Runs a PostgreSQL program; as Debian's postgres user when root (initdb and postgres refuse root). */
function asOwner(bin, command, args) {
  return isRoot()
    ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], {
        encoding: 'utf8',
      })
    : spawnSync(path.join(bin, command), args, { encoding: 'utf8' });
}

/** Starts the cluster in `dataDir` on `port`, its socket and log in `dir`; the pg_ctl result. */
function startCluster(bin, dir, dataDir, port, settings) {
  return asOwner(bin, 'pg_ctl', [
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
}

/**
 * A throw-away PostgreSQL server for the server tests: Debian's postgresql package, a private
 * cluster in a temporary directory on a free port, trust authentication on loopback only.
 * Returns { url, port, dataDir, stop } or null when PostgreSQL cannot be had here (the tests then
 * run on PGlite).
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
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const init = asOwner(bin, 'initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
  ]);
  if (init.status !== 0) {
    console.error(`initdb failed:\n${init.stderr}`);
    return null;
  }
  const start = startCluster(bin, dir, dataDir, port, settings);
  if (start.status !== 0) {
    console.error(`PostgreSQL did not start:\n${start.stderr}${start.stdout}`);
    return null;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    stop() {
      asOwner(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A streaming replica (hot standby) of a server startTestPostgres started, on `port`: a base
 * backup of it (pg_basebackup -R -X stream, which initdb's trust authentication allows on
 * loopback, with the default wal_level=replica), started with the same `settings`. Returns
 * { url, port, dataDir, stop } or null when it cannot be made here.
 */
export function startTestReplica(primary, port, settings = []) {
  const bin = postgresBinDir();
  if (!bin || !primary) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-pg-replica-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const backup = asOwner(bin, 'pg_basebackup', [
    ...['-D', dataDir, '-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'],
    ...['-R', '-X', 'stream', '--no-sync'],
  ]);
  if (backup.status !== 0) {
    console.error(`pg_basebackup failed:\n${backup.stderr}${backup.stdout}`);
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const start = startCluster(bin, dir, dataDir, port, settings);
  if (start.status !== 0) {
    console.error(`The PostgreSQL replica did not start:\n${start.stderr}${start.stdout}`);
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    stop() {
      asOwner(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
