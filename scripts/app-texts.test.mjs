// The app's texts rule of eslint.config.js bites: ESLint's Node API lints small in-memory files
// placed at real paths of apps/marketplace, and `texts/no-inline-texts` must (or must not) report
// them.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

/** The `texts/no-inline-texts` reports for `code` as if it were the file at `file`. */
async function textErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages
    .filter((message) => message.ruleId === 'texts/no-inline-texts')
    .map((message) => `${message.severity}:${message.line}`);
}

const inlineHeading = 'export const Title = () => <h2>Podaci o nalogu</h2>;\n';

// The first lint loads the parser and the rules: seconds on two busy cores.
describe('texts in the app (eslint.config.js)', { timeout: 30_000 }, () => {
  it('reports an inline JSX text in a feature file', async () => {
    const errors = await textErrors('apps/marketplace/src/features/profile/x.tsx', inlineHeading);
    expect(errors).toEqual(['2:1']);
  });

  it('reports an inline text attribute in the app shell', async () => {
    const errors = await textErrors(
      'apps/marketplace/src/app/x.tsx',
      'import { Alert } from \'@marketplace/ui\';\nexport const E = () => <Alert title="Došlo je do greške" />;\n',
    );
    expect(errors).toEqual(['2:2']);
  });

  it('reports a Serbian string in shared code', async () => {
    const errors = await textErrors(
      'apps/marketplace/src/lib/x.ts',
      "export const failed = 'Slanje nije uspelo. Pokušajte ponovo.';\n",
    );
    expect(errors).toEqual(['2:1']);
  });

  it('lets a text from the texts module through', async () => {
    const errors = await textErrors(
      'apps/marketplace/src/features/profile/x.tsx',
      "import { texts } from '@marketplace/domain';\nexport const Title = () => <h2>{texts.profile.detailsTitle}</h2>;\n",
    );
    expect(errors).toEqual([]);
  });

  it('lets stories and tests write texts inline', async () => {
    for (const file of [
      'apps/marketplace/src/features/profile/x.stories.tsx',
      'apps/marketplace/src/features/profile/x.test.tsx',
      'apps/marketplace/src/testing/x.tsx',
    ]) {
      expect(await textErrors(file, inlineHeading), file).toEqual([]);
    }
  });
});
