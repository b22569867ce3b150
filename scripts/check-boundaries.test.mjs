// The import boundaries of eslint.config.js bite: ESLint's Node API lints small in-memory files
// placed at real paths of the workspace and the boundary rules must (or must not) report them.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

/** The boundary errors ESLint reports for `code` as if it were the file at `file`. */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages
    .filter((message) => message.severity === 2)
    .filter((message) =>
      ['import-x/no-restricted-paths', 'no-restricted-imports'].includes(message.ruleId),
    )
    .map((message) => message.ruleId);
}

// The first lint loads the parser and the rules: seconds on two busy cores.
describe('import boundaries (eslint.config.js)', { timeout: 30_000 }, () => {
  it('forbids a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'apps/marketplace/src/features/home/cross-feature.ts',
      "export { getLandAd } from '../land-ads/api/get-land-ad';\n",
    );
    expect(errors).toEqual(['import-x/no-restricted-paths']);
  });

  it('forbids a feature importing another feature from deeper inside it', async () => {
    const errors = await boundaryErrors(
      'apps/marketplace/src/features/my-ads/routes/cross-feature.ts',
      "export { Component } from '../../land-ads/routes/land-ad';\n",
    );
    expect(errors).toEqual(['import-x/no-restricted-paths']);
  });

  it('allows a feature its own files and the session from src/lib/auth', async () => {
    const [result] = await eslint.lintText(
      "export { useSession } from '../../../lib/auth';\nexport { useLandAds } from '../api/list-land-ads';\n",
      { filePath: path.join(root, 'apps/marketplace/src/features/home/routes/allowed.ts') },
    );
    expect(result.messages).toEqual([]);
  });

  it('forbids reaching into src/lib/auth past its index', async () => {
    const errors = await boundaryErrors(
      'apps/marketplace/src/features/home/session-internals.ts',
      "export { readToken } from '../../lib/auth/token-storage';\n",
    );
    expect(errors).toEqual(['import-x/no-restricted-paths']);
  });

  it('forbids app code outside src/lib/auth touching localStorage', async () => {
    const [result] = await eslint.lintText(
      "export const token = localStorage.getItem('token');\n",
      {
        filePath: path.join(root, 'apps/marketplace/src/features/home/storage.ts'),
      },
    );
    expect(result.messages.map((message) => message.ruleId)).toEqual(['no-restricted-globals']);
  });

  it('forbids shared code importing a feature', async () => {
    const errors = await boundaryErrors(
      'apps/marketplace/src/lib/shared.ts',
      "export { Component } from '../features/home/routes/home';\n",
    );
    expect(errors).toEqual(['import-x/no-restricted-paths']);
  });

  it('forbids a package importing app code by a relative path', async () => {
    const errors = await boundaryErrors(
      'packages/ui/src/app-import.ts',
      "export { useSession } from '../../../apps/marketplace/src/lib/auth';\n",
    );
    expect(errors).toContain('import-x/no-restricted-paths');
  });

  it('forbids a package importing the app by its package name', async () => {
    const errors = await boundaryErrors(
      'packages/domain/src/app-import.ts',
      "export * from '@marketplace/app';\n",
    );
    expect(errors).toEqual(['no-restricted-imports']);
  });

  it('forbids a primitive of the design system a product text, rule or component', async () => {
    const file = 'packages/ui/src/primitives/Spinner/product-import.ts';
    for (const code of [
      "export { GRID_COLUMNS } from '@marketplace/domain';\n",
      "export { uiTexts } from '../../texts';\n",
      "export { AdCard } from '../../components/AdCard';\n",
    ]) {
      expect(await boundaryErrors(file, code)).toEqual(['import-x/no-restricted-paths']);
    }
  });

  it('lets a primitive use another primitive and its own labels, and its stories the domain', async () => {
    expect(
      await boundaryErrors(
        'packages/ui/src/primitives/Spinner/other-primitive.ts',
        "export { Button } from '../Button';\nexport { primitiveLabels } from '../labels';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'packages/ui/src/primitives/Alert/Sample.stories.tsx',
        "export { texts } from '@marketplace/domain';\n",
      ),
    ).toEqual([]);
  });
});
