// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import-direction rules: domain and api-client are leaves, ui may use domain only. */
const workspacePackages = ['domain', 'api-client', 'ui', 'marketplace', 'server'];
const forbid = (...names) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...names.map((name) => ({
          group: [`@marketplace/${name}`, `@marketplace/${name}/*`],
          message: `This package may not depend on @marketplace/${name} (see DESIGN.md: dependency direction).`,
        })),
        {
          group: ['**/packages/*/src/**', '**/apps/*/src/**'],
          message:
            'Import other workspace packages through their declared exports, never their src/.',
        },
      ],
    },
  ],
});
const others = (self, allowed = []) =>
  workspacePackages.filter((name) => name !== self && !allowed.includes(name));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/generated/**',
      '**/coverage/**',
      'data/**',
      '**/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: [
      'packages/ui/**/*.{ts,tsx}',
      'apps/marketplace/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['packages/domain/**'], rules: forbid(...others('domain')) },
  { files: ['packages/api-client/**'], rules: forbid(...others('api-client')) },
  { files: ['packages/ui/**'], rules: forbid(...others('ui', ['domain'])) },
  { files: ['apps/marketplace/**'], rules: forbid('server') },
  { files: ['apps/server/**'], rules: forbid('marketplace', 'ui') },
);
