#!/usr/bin/env node
// Fails when src/db/schema.ts has changes that no migration in migrations/ captures.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
// drizzle-kit only accepts an output folder relative to the working directory.
const tmp = mkdtempSync(path.join(serverDir, '.migrations-check-'));
try {
  cpSync(path.join(serverDir, 'migrations'), tmp, { recursive: true });
  const before = readdirSync(tmp).filter((f) => f.endsWith('.sql'));
  const result = spawnSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/db/schema.ts',
      '--out',
      path.relative(serverDir, tmp),
    ],
    { cwd: serverDir, encoding: 'utf8' },
  );
  if (result.status !== 0 || /error/i.test(result.stderr)) {
    console.error(result.stdout, result.stderr);
    process.exitCode = 1;
  } else {
    const after = readdirSync(tmp).filter((f) => f.endsWith('.sql'));
    if (after.length !== before.length) {
      console.error(
        'src/db/schema.ts changed without a migration. Run:\n' +
          '  cd apps/server && npx drizzle-kit generate --name <change>',
      );
      process.exitCode = 1;
    } else {
      console.log(`Migrations are up to date (${before.length} file(s)).`);
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
