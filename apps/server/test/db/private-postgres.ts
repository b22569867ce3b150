import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The bin directory of the newest PostgreSQL under /usr/lib/postgresql (Debian), or null. */
export function postgresBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((version) => existsSync(path.join(base, version, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

export interface PrivatePostgres {
  url: string;
  /** Starts the cluster (again) on its port. */
  start(): void;
  /** Stops it the hard way (`pg_ctl stop -m immediate`), as a crash would. */
  crash(): void;
  /** SIGSTOPs the postmaster and all its backends: they keep their sockets and answer nothing. */
  freeze(): void;
  /** SIGCONTs whatever freeze() stopped. */
  thaw(): void;
  /** Thaws, stops and removes the cluster; safe to call more than once. */
  destroy(): void;
}

const frozenEverywhere = new Set<number>();
const clusters = new Set<PrivatePostgres>();
// Whatever happens to the test process, nothing stays stopped and no cluster keeps running.
process.once('exit', () => {
  for (const cluster of clusters) cluster.destroy();
  for (const pid of frozenEverywhere) signal(pid, 'SIGCONT');
});

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/** The ids of `parent`'s child processes, from /proc. */
function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …; comm may contain spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) children.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return children;
}

/**
 * A throw-away PostgreSQL cluster of its own (initdb in a temporary directory, trust
 * authentication, loopback only, on `port`), so a test may stop and freeze it without touching
 * the PostgreSQL the other tests share. Runs as Debian's `postgres` user when this process is root.
 */
export function startPrivatePostgres(bin: string, port: number): PrivatePostgres {
  const asOwner = (command: string, args: string[]) => {
    const run =
      process.getuid?.() === 0
        ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], {
            encoding: 'utf8',
          })
        : spawnSync(path.join(bin, command), args, { encoding: 'utf8' });
    if (run.status !== 0) {
      throw new Error(`${command} ${args.join(' ')} failed:\n${run.stderr}${run.stdout}`);
    }
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-private-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const frozen: number[] = [];
  let running = false;
  let removed = false;

  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      asOwner('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        path.join(dir, 'server.log'),
        '-w',
        '-t',
        '60',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`,
        'start',
      ]);
      running = true;
    },
    crash() {
      cluster.thaw();
      asOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      running = false;
    },
    freeze() {
      const postmaster = Number(
        readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      if (!Number.isInteger(postmaster) || postmaster <= 0) throw new Error('no postmaster pid');
      // The postmaster first, so it forks no new backend meanwhile.
      for (const pid of [postmaster, ...childrenOf(postmaster)]) {
        frozen.push(pid);
        frozenEverywhere.add(pid);
        signal(pid, 'SIGSTOP');
      }
    },
    thaw() {
      for (const pid of frozen.splice(0)) {
        signal(pid, 'SIGCONT');
        frozenEverywhere.delete(pid);
      }
    },
    destroy() {
      cluster.thaw();
      if (running) {
        running = false;
        try {
          asOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        } catch (error) {
          console.error(error);
        }
      }
      if (!removed) {
        removed = true;
        rmSync(dir, { recursive: true, force: true });
      }
      clusters.delete(cluster);
    },
  };
  clusters.add(cluster);
  try {
    asOwner('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    cluster.start();
  } catch (error) {
    cluster.destroy();
    throw error;
  }
  return cluster;
}
