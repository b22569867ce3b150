#!/usr/bin/env node
// Budget: the JavaScript a browser needs to show `/` (the framework's entry, the root route and
// the home route, with everything they import statically: the scripts the server's page names)
// must stay within 152.7 kB gzipped: 145.8 kB, the first page's JavaScript before the server
// rendered it, and at most 8 kB for the three languages (Lingui's runtime, the Serbian Latin
// messages with values, the language menu; the other languages' catalogues load on demand).
// Run after the build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 152.7;
const dist = path.resolve(import.meta.dirname, '../dist');
const build = await import(pathToFileURL(path.join(dist, 'server/index.js')).href);
const { entry, routes } = build.assets;
const home = Object.values(routes).find((route) => route.index || route.path === '/');
if (!home || !routes.root) {
  console.error('Could not find the root or the home route in the build.');
  process.exit(1);
}

const files = new Set(
  [entry, routes.root, home].flatMap((part) => [part.module, ...(part.imports ?? [])]),
);
let total = 0;
const rows = [...files].map((file) => {
  const gzipped = gzipSync(readFileSync(path.join(dist, 'client', file))).length;
  total += gzipped;
  return { file, 'gzip kB': (gzipped / 1024).toFixed(1) };
});
console.table(rows);
const totalKb = total / 1024;
console.log(`Initial JavaScript for /: ${totalKb.toFixed(1)} kB gzipped (budget ${BUDGET_KB} kB)`);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} kB.`);
  process.exit(1);
}
