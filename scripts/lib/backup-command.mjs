// The part `npm run backup` and `npm run restore` share: the server's backup command
// (apps/server/src/cli/backup.ts) from the sources, on the pinned Node, with DATA_DIR relative to
// the workspace root as for `npm start`, and the folder relative to where the command was typed
// (npm runs scripts from the root and says where in INIT_CWD).
import path from 'node:path';
import { usePinnedNode } from './node-runtime.mjs';
import { root, runPnpm } from './pnpm.mjs';

/** Runs `backup` or `restore` with this script's arguments (the folder); resolves to its exit code. */
export async function runBackupCommand(command) {
  await usePinnedNode();
  const dataDir = path.resolve(root, process.env.DATA_DIR || './data');
  const [folder, ...rest] = process.argv.slice(2);
  return runPnpm(
    [
      '--filter',
      '@marketplace/server',
      'exec',
      'tsx',
      'src/cli/backup.ts',
      command,
      ...(folder ? [path.resolve(process.env.INIT_CWD || process.cwd(), folder)] : []),
      ...rest,
    ],
    { env: { DATA_DIR: dataDir } },
  );
}
