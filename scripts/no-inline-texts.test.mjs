// The `texts/no-inline-texts` rule (scripts/eslint/no-inline-texts.js) reports inline texts and
// lets texts taken from the texts module through.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import plugin from './eslint/no-inline-texts.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const rule = plugin.rules['no-inline-texts'];

tester.run('no-inline-texts', rule, {
  valid: [
    { code: 'const a = <h1>{texts.landAd.editTitle}</h1>;' },
    { code: 'const a = <Field label={text.area} className="x" variant="danger" />;' },
    { code: "import { texts } from '@marketplace/domain';" },
    { code: "console.error('Loading ads failed', error);" },
    { code: 'const a = <p>{count} · {label}</p>;' },
    { code: 'const a = <Spinner label={`${text.loading}…`} />;' },
  ],
  invalid: [
    { code: 'const a = <h1>Uredi oglas</h1>;', errors: [{ messageId: 'jsxText' }] },
    {
      code: 'const a = <Field label="Površina (m²)" />;',
      errors: [{ messageId: 'attribute', data: { name: 'label' } }],
    },
    {
      code: 'const a = <Dialog confirmLabel="Obrisi" />;',
      errors: [{ messageId: 'attribute', data: { name: 'confirmLabel' } }],
    },
    { code: "const a = <p>{'Izmeni'}</p>;", errors: [{ messageId: 'jsxText' }] },
    { code: 'const a = <p>{`Oglas ${id}`}</p>;', errors: [{ messageId: 'jsxText' }] },
    {
      code: 'const validity = `Link za verifikaciju važi ${hours} sata.`;',
      errors: [{ messageId: 'serbian' }],
    },
    {
      code: "throw badRequest('Slike moraju biti datoteke, a ne tekst: šta god.');",
      options: [{ jsx: false }],
      errors: [{ messageId: 'serbian' }],
    },
    {
      code: 'const a = <p>{"x"} Početna</p>;',
      errors: [{ messageId: 'jsxText' }, { messageId: 'jsxText' }],
    },
  ],
});
