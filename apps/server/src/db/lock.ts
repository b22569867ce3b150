import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface LockOptions {
  /**
   * How long to wait for a current owner to go away before refusing: a process that was just
   * killed still holds the lock until the kernel has torn it down.
   */
  waitMs?: number;
}

/** Releases the lock; the kernel releases it too when the process dies (on Linux). */
export type ReleaseLock = () => void;

const DEFAULT_WAIT_MS = 3_000;
const RETRY_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function inUse(dir: string, owner: number | undefined): Error {
  return new Error(
    `The data directory ${dir} is in use by another server process` +
      (owner ? ` (pid ${owner})` : '') +
      '. Stop it first, or use a different DATA_DIR.',
  );
}

/**
 * PGlite has no directory lock of its own: two processes on one data directory would corrupt it.
 * So one server process owns a data directory at a time.
 *
 * On Linux the lock is a listening Unix socket in the abstract namespace whose name is derived from
 * the real path of the directory. Binding it is atomic, and the kernel closes it when the owner
 * dies, however it dies (SIGKILL included): a lock is never left behind, whether or not anyone
 * reaps the dead process, and the lock is free only once every thread of the owner is gone, so a
 * process still exiting cannot write any more. That takes a moment after a kill (the main thread
 * may already show as a zombie): hence the short wait. Processes sharing a data directory must
 * share a network namespace (one host or one container). A local user who binds the name first
 * makes the server refuse to start (no data is at risk).
 *
 * Elsewhere `DATA_DIR/server.lock` holds the owner's pid; a lock whose owner is gone is taken over.
 */
export async function acquireDataDirLock(
  dir: string,
  options: LockOptions = {},
): Promise<ReleaseLock> {
  mkdirSync(dir, { recursive: true });
  const deadline = Date.now() + (options.waitMs ?? DEFAULT_WAIT_MS);
  const attempt = process.platform === 'linux' ? socketLock : pidFileLock;
  for (;;) {
    const result = await attempt(dir);
    if (typeof result === 'function') return result;
    if (Date.now() >= deadline) throw inUse(dir, await result.owner());
    await sleep(RETRY_MS);
  }
}

interface Held {
  /** The owner's pid, when it can be told. */
  owner(): Promise<number | undefined>;
}

function socketName(dir: string): string {
  const digest = createHash('sha256').update(realpathSync(dir)).digest('hex');
  return `\0marketplace-data-dir-${digest}`;
}

async function socketLock(dir: string): Promise<ReleaseLock | Held> {
  const name = socketName(dir);
  // Whoever connects learns the owner's pid (for the refusal message), nothing else.
  const server = net.createServer((socket) => socket.end(String(process.pid)));
  const bound = await new Promise<boolean>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(false) : reject(error),
    );
    server.listen({ path: name, exclusive: true }, () => resolve(true));
  });
  if (!bound) return { owner: () => askOwner(name) };
  // The lock must not keep the process alive on its own.
  server.unref();
  return () => {
    server.close();
  };
}

function askOwner(name: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect({ path: name });
    const done = () => {
      socket.destroy();
      const pid = Number(answer.trim());
      resolve(Number.isInteger(pid) && pid > 0 ? pid : undefined);
    };
    socket.setEncoding('utf8');
    socket.setTimeout(500, done);
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', done);
    socket.on('error', done);
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function pidFileLock(dir: string): Promise<ReleaseLock | Held> {
  const file = path.join(dir, 'server.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return () => rmSync(file, { force: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const owner = Number(readFileSync(file, 'utf8').trim());
  if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
    return { owner: () => Promise.resolve(owner) };
  }
  rmSync(file, { force: true });
  return pidFileLock(dir);
}
