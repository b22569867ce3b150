import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const PNPM_VERSION = '10';

/** Runs a command in the workspace root, inheriting stdio; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/** pnpm through npx, so the only prerequisite is Node with npm. */
export function runPnpm(args, options = {}) {
  return run('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], options);
}

/** Runs each step in order; returns 0, or the exit code of the first step that failed. */
export function steps(list) {
  for (const [label, fn] of list) {
    console.log(`\n▶ ${label}`);
    const code = fn();
    if (code !== 0) {
      console.error(`✖ ${label} failed (exit ${code})`);
      return code;
    }
  }
  return 0;
}
