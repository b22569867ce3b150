import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  /** Resolves with the exit code (or signal name) when the process ends. */
  exited: Promise<number | string>;
}

/**
 * Starts src/server.ts in a real Node process (through tsx) and waits until it answers. `args`
 * runs something else in its place, e.g. the built server (`['dist/server.js']`, for benchmarks).
 */
export async function startServer(
  env: Record<string, string>,
  args: readonly string[] = ['--import', 'tsx', 'src/server.ts'],
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: serverEnv(port, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  let done = false;
  void exited.then(() => (done = true));
  if (await waitUntilAnswering(`${baseUrl}/api/health`, () => done)) {
    return { child, baseUrl, output: () => output, exited };
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

/** The environment startServer gives the server, on a given port. */
export function serverEnv(port: number, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'process-test-secret-long-enough-for-hs256',
    ...env,
  };
}

/** Polls `url` until it answers 2xx; false when `gone()` turns true or `timeoutMs` passes. */
export async function waitUntilAnswering(
  url: string,
  gone: () => boolean,
  timeoutMs = 60_000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!gone() && Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** The state letter of /proc/<pid>/stat ('R', 'S', 'Z' for a zombie…), undefined once reaped. */
export function processState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
}

const serverCommand = [process.execPath, '--import', 'tsx', 'src/server.ts'];

export interface HeldServerProcess {
  /** The server's pid (its parent is the holding shell, not this process). */
  pid: number;
  baseUrl: string;
  output(): string;
  /** Resolves once the server is dead: a zombie, or reaped. */
  dead(): Promise<void>;
  /** Lets the holding shell reap the server (after it died) and exit. */
  release(): Promise<void>;
}

/**
 * Starts src/server.ts like startServer, but as the child of a shell that does not reap it until
 * release(): once killed, the server stays a zombie, its pid still in the process table, as under
 * a busy supervisor that has not collected it yet.
 */
export async function startHeldServer(env: Record<string, string>): Promise<HeldServerProcess> {
  const port = await freePort();
  const holder = spawn(
    'sh',
    ['-c', '"$@" & echo "$!" >&3; read -r _; wait', 'sh', ...serverCommand],
    { cwd: serverDir, env: serverEnv(port, env), stdio: ['pipe', 'pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  holder.stdout?.on('data', (chunk) => (output += chunk));
  holder.stderr?.on('data', (chunk) => (output += chunk));
  const holderExited = new Promise<void>((resolve) => holder.on('exit', () => resolve()));
  const pid = await new Promise<number>((resolve, reject) => {
    let text = '';
    const pipe = holder.stdio[3] as NodeJS.ReadableStream;
    pipe.on('data', (chunk) => {
      text += String(chunk);
      if (text.includes('\n')) resolve(Number(text.trim()));
    });
    holder.on('exit', () => reject(new Error(`the holding shell exited:\n${output}`)));
  });
  const gone = () => {
    const state = processState(pid);
    return state === undefined || state === 'Z' || state === 'X';
  };
  const held: HeldServerProcess = {
    pid,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    async dead() {
      while (!gone()) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    async release() {
      if (!gone()) process.kill(pid, 'SIGKILL');
      holder.stdin?.end('\n');
      await holderExited;
    },
  };
  if (await waitUntilAnswering(`${held.baseUrl}/api/health`, gone)) return held;
  await held.release();
  throw new Error(`server did not start:\n${output}`);
}

/**
 * The link of the newest email to `to` in DATA_DIR/outbox whose body contains `marker`, waiting up
 * to 15 s for it: emails are sent by the job queue after the request has been answered. With
 * several servers, each has its outbox: `dataDir` lists them all.
 */
export async function linkFromOutbox(
  dataDir: string | readonly string[],
  marker: string,
  to: string,
): Promise<string> {
  const outboxes = (typeof dataDir === 'string' ? [dataDir] : dataDir).map((dir) =>
    path.join(dir, 'outbox'),
  );
  const pattern = new RegExp(`https?://[^\\s"<>]*${marker}\\?token=[A-Za-z0-9_-]+`);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const files = outboxes
      .flatMap((outbox) =>
        existsSync(outbox) ? readdirSync(outbox).map((file) => path.join(outbox, file)) : [],
      )
      .sort((a, b) => (path.basename(a) < path.basename(b) ? 1 : -1));
    for (const file of files) {
      // Quoted-printable: join soft line breaks and decode '=3D'.
      const text = readFileSync(file, 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const recipient = /^To: (.*)$/im.exec(text)?.[1]?.trim().toLowerCase();
      const match = pattern.exec(text);
      if (match && recipient === to.toLowerCase()) return match[0];
    }
    if (Date.now() > deadline)
      throw new Error(`no email to ${to} with a ${marker} link in ${outboxes.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
