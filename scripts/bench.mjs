#!/usr/bin/env node
// `npm run bench`: every benchmark of the workspace; each prints its own numbers.
// Build sizes (design system JS/CSS, the app's initial JavaScript) come from the builds themselves.
import { usePinnedNode } from './lib/node-runtime.mjs';
import { runPnpm, steps } from './lib/pnpm.mjs';
import { ensureChromium } from './lib/system-deps.mjs';

await usePinnedNode();

const inPackage = (name, script) => () => runPnpm(['--filter', name, 'run', script]);

process.exit(
  steps([
    ['Install dependencies', () => runPnpm(['install'])],
    ['Chromium for the browser benchmarks', () => (ensureChromium() ? 0 : 1)],
    ['Build (prints the design system size)', () => runPnpm(['-r', 'build'])],
    ['App: initial JavaScript for /', inPackage('@marketplace/app', 'check:bundle')],
    ['Server: HTTP throughput and latency', inPackage('@marketplace/server', 'bench')],
    [
      'Server: rendering /business signed in at 10,000 ads',
      inPackage('@marketplace/server', 'bench:render'),
    ],
    ['Server: 50 rounds of SIGKILL and restart', inPackage('@marketplace/server', 'bench:kill')],
    [
      'Server: answer times for existing and unknown accounts',
      inPackage('@marketplace/server', 'bench:enumeration'),
    ],
    [
      'Server: PGlite under load (200 connections, reads and writes)',
      inPackage('@marketplace/server', 'bench:pglite-load'),
    ],
    [
      'Server: the health ping under load, PGlite thread and pglite-socket',
      inPackage('@marketplace/server', 'bench:pglite-ping'),
    ],
    [
      'Server: search at 100,000 ads (PGlite) and 1,000,000 (PostgreSQL)',
      inPackage('@marketplace/server', 'bench:search'),
    ],
    [
      'Server: one process and two on PostgreSQL, and 5,000 event streams',
      inPackage('@marketplace/server', 'bench:scale-out'),
    ],
    [
      'Server: event-loop stalls of the full lists at 100,000 ads',
      inPackage('@marketplace/server', 'bench:list-stall'),
    ],
    [
      'App: time to the first card at 100 and 100,000 ads',
      inPackage('@marketplace/app', 'bench:first-card'),
    ],
    ['App: typing with 10,000 ads, and Lighthouse', inPackage('@marketplace/app', 'bench')],
  ]),
);
