#!/usr/bin/env node
// `npm run backup -- <folder>` / `npm run restore -- <folder>` (this script with `backup` or
// `restore` first): the database (DATABASE_URL, or the embedded DATA_DIR of a stopped server) and
// the images (DATA_DIR/uploads, or the S3_* bucket) in one folder, and back
// (apps/server/src/cli/backup.ts).
import path from 'node:path';
import { usePinnedNode } from './lib/node-runtime.mjs';
import { root, runPnpm } from './lib/pnpm.mjs';

await usePinnedNode();
// DATA_DIR is relative to the workspace root, as for `npm start`; the folder to where the command
// was typed (npm runs scripts from the root and says where in INIT_CWD).
const dataDir = path.resolve(root, process.env.DATA_DIR || './data');
const [command, folder, ...rest] = process.argv.slice(2);
process.exit(
  runPnpm(
    [
      '--filter',
      '@marketplace/server',
      'exec',
      'tsx',
      'src/cli/backup.ts',
      command ?? '',
      ...(folder ? [path.resolve(process.env.INIT_CWD || process.cwd(), folder)] : []),
      ...rest,
    ],
    { env: { DATA_DIR: dataDir } },
  ),
);
