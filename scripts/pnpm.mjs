#!/usr/bin/env node
// Runs pnpm 10 without requiring it to be installed: a fresh machine has only Node and npm.
import { usePinnedNode } from './lib/node-runtime.mjs';
import { runPnpm } from './lib/pnpm.mjs';

await usePinnedNode();

process.exitCode = runPnpm(process.argv.slice(2));
