#!/usr/bin/env node
// `npm test`: every check and every test of the workspace, from a fresh clone.
import { usePinnedNode } from './lib/node-runtime.mjs';
import { runPnpm, steps } from './lib/pnpm.mjs';
import { ensureChromium } from './lib/system-deps.mjs';
import { startTestPostgres } from './lib/postgres.mjs';

await usePinnedNode();

const ci = Boolean(process.env.CI);
const pnpmExec =
  (...args) =>
  () =>
    runPnpm(['exec', ...args]);
const inPackage = (name, script) => () => runPnpm(['--filter', name, 'run', script]);

function startPostgres() {
  if (process.env.TEST_DATABASE_URL) {
    console.log(`Using PostgreSQL at ${process.env.TEST_DATABASE_URL}`);
    return { url: process.env.TEST_DATABASE_URL, stop() {} };
  }
  const postgres = startTestPostgres();
  console.log(
    postgres
      ? `PostgreSQL ready at ${postgres.url}`
      : 'PostgreSQL is not available: the server tests run on PGlite only.',
  );
  return postgres;
}

const checks = steps([
  ['Install dependencies', () => runPnpm(['install', ...(ci ? ['--frozen-lockfile'] : [])])],
  ['Chromium for browser tests', () => (ensureChromium() ? 0 : 1)],
  ['Formatting (Prettier)', pnpmExec('prettier', '--check', '.')],
  ['Lint (ESLint)', pnpmExec('eslint', '.', '--max-warnings', '0')],
  ['Type check (tsc -b)', pnpmExec('tsc', '-b')],
  ['Type check (end-to-end tests)', pnpmExec('tsc', '-p', 'e2e', '--noEmit')],
  ['Contract lint (Redocly)', pnpmExec('redocly', 'lint', 'openapi.yaml')],
  ['Generated API types are up to date', inPackage('@marketplace/api-client', 'check-generated')],
  ['Database migrations are up to date', inPackage('@marketplace/server', 'check-migrations')],
  [
    'Message catalogues are complete and up to date',
    pnpmExec('tsx', 'scripts/i18n/compile-catalogues.ts', '--check'),
  ],
  [
    'Design system package (pack, install, build, render)',
    inPackage('@marketplace/ui', 'check:package'),
  ],
  // The server's page tests render the built app; the end-to-end tests run on the same build.
  ['Build (design system, app, server)', () => runPnpm(['-r', 'build'])],
  ['Initial JavaScript budget of the app', inPackage('@marketplace/app', 'check:bundle')],
]);
if (checks !== 0) process.exit(checks);

// The server tests run on PGlite and, when PostgreSQL can be had here, on PostgreSQL too.
console.log('\n▶ PostgreSQL for the server tests');
const postgres = startPostgres();
let code;
try {
  code = steps([
    [
      'Unit, component and server tests (Vitest)',
      () =>
        runPnpm(['exec', 'vitest', 'run'], {
          env: postgres ? { TEST_DATABASE_URL: postgres.url } : {},
        }),
    ],
  ]);
} finally {
  postgres?.stop();
}
if (code === 0) {
  code = steps([
    [
      'End-to-end tests (Playwright, real server)',
      pnpmExec('playwright', 'test', '-c', 'e2e/playwright.config.ts'),
    ],
  ]);
}
if (code === 0) console.log('\nAll checks passed.');
process.exit(code);
