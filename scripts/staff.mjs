#!/usr/bin/env node
// `npm run staff -- grant <email> moderator|admin` / `npm run staff -- revoke <email>`: names the
// marketplace's staff (apps/server/src/cli/staff.ts), on DATABASE_URL or the embedded DATA_DIR.
import path from 'node:path';
import { usePinnedNode } from './lib/node-runtime.mjs';
import { root, runPnpm } from './lib/pnpm.mjs';

await usePinnedNode();
// DATA_DIR is relative to where `npm start` runs (the workspace root), not to the server's folder.
const dataDir = path.resolve(root, process.env.DATA_DIR || './data');
process.exit(
  runPnpm(
    [
      '--filter',
      '@marketplace/server',
      'exec',
      'tsx',
      'src/cli/staff.ts',
      ...process.argv.slice(2),
    ],
    { env: { DATA_DIR: dataDir } },
  ),
);
