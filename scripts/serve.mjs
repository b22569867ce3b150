#!/usr/bin/env node
// `npm run serve`: start the already-built server (no install, no build).
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './lib/pnpm.mjs';

const entry = path.join(root, 'apps/server/dist/server.js');

export function serve() {
  if (!existsSync(entry)) {
    console.error('The server is not built yet: run `npm start` (or `npm run build`) first.');
    process.exit(1);
  }
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: root,
    stdio: 'inherit',
  });
  // Forward termination so the server can shut down gracefully.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serve();
