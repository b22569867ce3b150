#!/usr/bin/env node
// Budget: the JavaScript a browser needs to show `/` (entry chunk, the home route's lazy chunk and
// everything they import statically) must stay within 150 kB gzipped. Run after `vite build`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = Object.keys(manifest).find((key) => key.endsWith('features/home/routes/home.tsx'));
if (!entryKey || !homeKey) {
  console.error('Could not find the entry or the home route in the Vite manifest.');
  process.exit(1);
}

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
visit(homeKey);

let total = 0;
const rows = [...files].map((file) => {
  const gzipped = gzipSync(readFileSync(path.join(dist, file))).length;
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
