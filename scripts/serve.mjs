#!/usr/bin/env node
// `npm run serve`: start the already-built server (no install, no build).
//
// The server runs in this very process (no child to orphan), and it shuts down gracefully when the
// command that started it dies: `npm run serve` is npm → sh → node (on an older Node, npm → sh →
// node → the pinned node that usePinnedNode() re-ran this script on), and a SIGKILL of npm, or of
// any process in between, must not leave a server holding the port and the data directory.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { usePinnedNode } from './lib/node-runtime.mjs';
import { root } from './lib/pnpm.mjs';

// SERVER_ENTRY: another module that starts the server in this process (the tests run the
// TypeScript sources through tsx with it, before anything is built).
const entry = process.env.SERVER_ENTRY
  ? path.resolve(process.env.SERVER_ENTRY)
  : path.join(root, 'apps/server/dist/server.js');

const WATCH_INTERVAL_MS = 1_000;

/** The parent pid of `pid`, or undefined when it is gone (or there is no /proc). */
function parentOf(pid) {
  if (pid === process.pid) return process.ppid;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain anything.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] === 'Z' || fields[0] === 'X' ? undefined : Number(fields[1]);
  } catch {
    return undefined;
  }
}

function readProc(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

/** Started by a package manager's script runner (npm, pnpm and yarn all set this variable). */
function startedByScript(pid) {
  if (pid === process.pid) return process.env.npm_lifecycle_event !== undefined;
  return readProc(pid, 'environ').some((entry) => entry.startsWith('npm_lifecycle_event='));
}

function isPackageManager(pid) {
  const [command = '', ...args] = readProc(pid, 'cmdline');
  return (
    /^(npm|pnpm|yarn)\b/.test(path.basename(command)) ||
    args.some((arg) => /(npm-cli|pnpm|yarn)\.c?js$/.test(arg))
  );
}

/**
 * The links from this process up to the command the user ran: the parent, and when a script runner
 * started us, each process up to and including the package manager (npm runs the script in `sh
 * -c`, which does not exec it, and on an older Node the script's first run waits for its re-run on
 * the pinned Node). When any of them dies, its child is re-parented: that is what the watchdog
 * looks for.
 */
function launchChain() {
  const links = [];
  let pid = process.pid;
  for (let depth = 0; depth < 8; depth++) {
    const parent = parentOf(pid);
    if (parent === undefined || parent <= 1) break;
    links.push({ pid, parent });
    if (!startedByScript(pid) || isPackageManager(parent)) break;
    pid = parent;
  }
  return links;
}

function watchLaunchChain(links) {
  const timer = setInterval(() => {
    const broken = links.find((link) => parentOf(link.pid) !== link.parent);
    if (!broken) return;
    clearInterval(timer);
    console.error(`The process that started the server (pid ${broken.parent}) is gone: stopping.`);
    // The server's own graceful shutdown: finish in-flight requests, close the database, exit 0.
    process.kill(process.pid, 'SIGTERM');
  }, WATCH_INTERVAL_MS);
  timer.unref();
}

export async function serve() {
  if (!existsSync(entry)) {
    console.error('The server is not built yet: run `npm start` (or `npm run build`) first.');
    process.exit(1);
  }
  // Taken before the server starts, so a launcher that dies during startup is noticed as well.
  const links = launchChain();
  process.chdir(root);
  process.setSourceMapsEnabled(true);
  // The module starts the server and resolves once it listens (it installs the SIGTERM handler).
  await import(pathToFileURL(entry).href);
  watchLaunchChain(links);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await usePinnedNode();
  await serve();
}
