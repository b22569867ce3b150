#!/usr/bin/env node
// `npm run bench`: every benchmark of the workspace; each prints its own numbers.
import { runPnpm, steps } from './lib/pnpm.mjs';

process.exit(
  steps([
    ['Install dependencies', () => runPnpm(['install'])],
    [
      'Domain: filtering 10,000 ads',
      () => runPnpm(['--filter', '@marketplace/domain', 'run', 'bench']),
    ],
  ]),
);
