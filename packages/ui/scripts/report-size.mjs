#!/usr/bin/env node
// Prints the size of the built JS and CSS, raw and gzipped (what a consumer's users download).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.join(import.meta.dirname, '..', 'dist', 'lib');
const files = ['index.js', 'index.css'];

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
let missing = false;
console.log('\n@marketplace/ui bundle size');
for (const name of files) {
  const file = path.join(dist, name);
  let bytes;
  try {
    bytes = readFileSync(file);
  } catch {
    console.error(`  ${name}: missing (did tsup run?)`);
    missing = true;
    continue;
  }
  const gzipped = gzipSync(bytes, { level: 9 }).length;
  console.log(
    `  dist/lib/${name.padEnd(10)} ${kb(statSync(file).size).padStart(10)}   gzip ${kb(gzipped).padStart(9)}`,
  );
}
process.exitCode = missing ? 1 : 0;
