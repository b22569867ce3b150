#!/usr/bin/env node
// `npm start`: bootstrap pnpm, install, build everything, then serve the marketplace on the
// embedded database (see README for configuration).
import { usePinnedNode } from './lib/node-runtime.mjs';
import { runPnpm, steps } from './lib/pnpm.mjs';
import { serve } from './serve.mjs';

await usePinnedNode();

const code = steps([
  ['Install dependencies', () => runPnpm(['install'])],
  ['Build', () => runPnpm(['-r', 'build'])],
]);
if (code !== 0) process.exit(code);
await serve();
