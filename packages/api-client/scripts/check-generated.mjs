// Fails when src/generated/schema.ts is not what openapi-typescript makes of ../../openapi.yaml,
// i.e. someone changed the contract without running `pnpm --filter @marketplace/api-client generate`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const contract = resolve(packageDir, '../../openapi.yaml');
const committed = resolve(packageDir, 'src/generated/schema.ts');
const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve('openapi-typescript/package.json')), 'bin/cli.js');

const tempDir = mkdtempSync(join(tmpdir(), 'api-client-schema-'));
const fresh = join(tempDir, 'schema.ts');
try {
  // Same command as the `generate` script, so the output is byte-for-byte comparable.
  execFileSync(process.execPath, [cli, contract, '-o', fresh], { cwd: packageDir, stdio: 'pipe' });
  const expected = readFileSync(fresh, 'utf8');
  let actual = '';
  try {
    actual = readFileSync(committed, 'utf8');
  } catch {
    actual = '';
  }
  if (actual !== expected) {
    console.error(
      'src/generated/schema.ts is out of date with openapi.yaml.\n' +
        'Run: npx -y pnpm@10 --filter @marketplace/api-client run generate (and commit the result).',
    );
    process.exit(1);
  }
  console.log('src/generated/schema.ts matches openapi.yaml.');
} finally {
  rmSync(tempDir, { recursive: true, force: true });
}
