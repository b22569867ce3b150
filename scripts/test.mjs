#!/usr/bin/env node
// `npm test`: every check and every test of the workspace, from a fresh clone.
import { runPnpm, steps } from './lib/pnpm.mjs';
import { ensureChromium } from './lib/system-deps.mjs';

const ci = Boolean(process.env.CI);
const pnpmExec =
  (...args) =>
  () =>
    runPnpm(['exec', ...args]);

steps([
  ['Install dependencies', () => runPnpm(['install', ...(ci ? ['--frozen-lockfile'] : [])])],
  ['Chromium for browser tests', () => (ensureChromium() ? 0 : 1)],
  ['Formatting (Prettier)', pnpmExec('prettier', '--check', '.')],
  ['Lint (ESLint)', pnpmExec('eslint', '.', '--max-warnings', '0')],
  ['Type check (tsc -b)', pnpmExec('tsc', '-b')],
  ['Contract lint (Redocly)', pnpmExec('redocly', 'lint', 'openapi.yaml')],
  [
    'Generated API types are up to date',
    () => runPnpm(['--filter', '@marketplace/api-client', 'run', 'check-generated']),
  ],
  ['Unit, component and server tests (Vitest)', pnpmExec('vitest', 'run')],
]);

console.log('\nAll checks passed.');
