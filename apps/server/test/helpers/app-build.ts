import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

/** The marketplace app's build (`apps/marketplace/dist`), made now when there is none. */
export function appBuild(): string {
  const dir = path.join(root, 'apps/marketplace/dist');
  if (!existsSync(path.join(dir, 'server', 'index.js'))) {
    const result = spawnSync(
      process.execPath,
      ['scripts/pnpm.mjs', '--filter', '@marketplace/app', 'build'],
      { cwd: root, stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error('building the marketplace app failed');
  }
  return dir;
}
