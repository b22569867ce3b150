// The project runs on the Node version pinned in .nvmrc (the one home of that number). Every entry
// script in scripts/ awaits `usePinnedNode()` first: on an older Node it re-runs the same script
// with the same arguments on the pinned Node taken from the npm registry (the `node` package, which
// npx caches after the first time), with that Node first on PATH so every child (npx, pnpm, vitest,
// tsx, playwright, the server) runs on it too. On the pinned major or newer it does nothing.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The pinned Node version, as written in .nvmrc (without a leading `v`). */
export const NODE_VERSION = readFileSync(path.join(root, '.nvmrc'), 'utf8')
  .trim()
  .replace(/^v/, '');

const major = (version) => Number(version.split('.')[0]);

// Set in the re-run process to the pid of the process that re-ran it: a re-run that still finds an
// old Node stops instead of re-running itself again.
const GUARD = 'MARKETPLACE_NODE_RERUN_BY';

const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** The path of the pinned Node binary from the npm registry, or undefined when it cannot be had. */
function registryNode() {
  const result = spawnSync(
    'npx',
    ['-y', '--prefer-offline', `node@${NODE_VERSION}`, '-p', 'process.execPath'],
    { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
  );
  const binary = result.stdout?.trim().split('\n').at(-1);
  return result.status === 0 && binary && path.isAbsolute(binary) ? binary : undefined;
}

/**
 * Makes sure this script runs on Node ≥ the pinned major. Resolves at once when it does; otherwise
 * never resolves: it runs the script again on the pinned Node and exits as that run exits.
 */
export async function usePinnedNode() {
  const current = process.versions.node;
  if (major(current) >= major(NODE_VERSION)) return;

  if (process.env[GUARD] === String(process.ppid)) {
    console.error(
      `Re-run on Node ${NODE_VERSION} but still on ${current} (${process.execPath}): stopping.`,
    );
    process.exit(1);
  }

  console.error(`Node ${NODE_VERSION} from the npm registry (this machine has ${current})`);
  const binary = registryNode();
  if (!binary) {
    console.error(
      `Could not get Node ${NODE_VERSION} with \`npx -y node@${NODE_VERSION}\`: ` +
        `install Node ${major(NODE_VERSION)} (see .nvmrc) or make the npm registry reachable.`,
    );
    process.exit(1);
  }

  const env = {
    ...process.env,
    PATH: [path.dirname(binary), process.env.PATH].filter(Boolean).join(path.delimiter),
    [GUARD]: String(process.pid),
  };
  // npm run names the Node it ran on in these; children that read them get the pinned one.
  for (const name of ['NODE', 'npm_node_execpath']) if (env[name]) env[name] = binary;

  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env,
  });
  const forward = (signal) => child.kill(signal);
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);

  await new Promise(() => {
    child.on('error', (error) => {
      console.error(`Could not run ${binary}: ${error.message}`);
      process.exit(1);
    });
    child.on('exit', (code, signal) => {
      for (const name of FORWARDED_SIGNALS) process.off(name, forward);
      if (signal) {
        // Die of the same signal, so whoever started us sees what happened to the script.
        process.kill(process.pid, signal);
        setTimeout(() => process.exit(128 + (constants.signals[signal] ?? 0)), 1_000);
        return;
      }
      process.exit(code ?? 1);
    });
  });
}
