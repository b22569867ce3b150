// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import inlineTexts from './scripts/eslint/no-inline-texts.js';

/**
 * Import-direction rules: domain and api-client are leaves (api-client's mocks may use domain, as
 * the server does), ui may use domain only.
 */
const workspacePackages = ['domain', 'api-client', 'ui', 'app', 'server'];
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

/**
 * Import boundaries inside the app (HOUSE_STYLE: bulletproof-react) and between the packages and
 * the app, checked on resolved file paths so relative imports cannot slip past them.
 */
const root = import.meta.dirname;
const app = 'apps/marketplace/src';
const features = readdirSync(path.join(root, app, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const boundaryZones = [
  // A feature never imports another feature; what two features share moves down into lib/ or
  // components/ (or a package).
  ...features.map((feature) => ({
    target: `${app}/features/${feature}`,
    from: `${app}/features`,
    except: [`./${feature}`],
    message: `Features never import each other: move what '${feature}' needs into src/entities, src/components, src/lib or a package.`,
  })),
  {
    target: `${app}/features`,
    from: `${app}/app`,
    message: 'Features never import the app shell (src/app).',
  },
  {
    target: [
      `${app}/components`,
      `${app}/entities`,
      `${app}/lib`,
      `${app}/config`,
      `${app}/testing`,
    ],
    from: `${app}/features`,
    message: 'Shared code never imports a feature.',
  },
  {
    // spec §4, §9: the session is asked through src/lib/auth's index, never its storage.
    target: [`${app}/features`, `${app}/app`, `${app}/components`, `${app}/entities`],
    from: `${app}/lib/auth`,
    except: ['./index.ts'],
    message: 'Ask the session through src/lib/auth (its index), not its internals.',
  },
  {
    // The server's layers: services signal refusals (services/errors.ts) and know nothing of HTTP;
    // the HTTP helpers know no service. Routes and plugins join the two.
    target: 'apps/server/src/services',
    from: ['apps/server/src/http', 'apps/server/src/routes', 'apps/server/src/plugins'],
    message: 'Services know nothing of HTTP: refuse with services/errors.ts.',
  },
  {
    target: 'apps/server/src/http',
    from: 'apps/server/src/services',
    message: 'The HTTP helpers know no service: a route joins the two.',
  },
  {
    target: 'packages',
    from: 'apps/marketplace',
    message: 'Workspace packages never depend on the app (see DESIGN.md: dependency direction).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/generated/**',
      // React Router's generated route types (react-router typegen).
      '**/.react-router/**',
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
  {
    files: ['packages/api-client/**'],
    ignores: ['packages/api-client/mocks/**'],
    rules: forbid(...others('api-client')),
  },
  // The mocks play the server in stories and unit tests: they apply the product's rules from
  // domain, as the server does. The client itself stays a leaf.
  { files: ['packages/api-client/mocks/**'], rules: forbid(...others('api-client', ['domain'])) },
  { files: ['packages/ui/**'], rules: forbid(...others('ui', ['domain'])) },
  { files: ['apps/marketplace/**'], rules: forbid('server') },
  { files: ['apps/server/**'], rules: forbid('app', 'ui') },
  {
    // spec §9: only src/lib/auth touches the stored token and userId; tests and stories may read
    // the storage to check those keys.
    files: ['apps/marketplace/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/marketplace/src/lib/auth/**',
      'apps/marketplace/src/**/*.test.{ts,tsx}',
      'apps/marketplace/src/**/*.stories.{ts,tsx}',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'The stored session belongs to src/lib/auth.' },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'window',
          property: 'localStorage',
          message: 'The stored session belongs to src/lib/auth.',
        },
      ],
    },
  },
  {
    files: [
      'apps/marketplace/**/*.{ts,tsx,js,mjs}',
      'apps/server/src/**/*.ts',
      'packages/**/*.{ts,tsx,js,mjs}',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  {
    // The design system's primitives carry no product: no product component, text or rule.
    // Their stories and tests may show them with the product's texts.
    files: ['packages/ui/src/primitives/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...boundaryZones,
            {
              target: 'packages/ui/src/primitives',
              from: ['packages/ui/src/components', 'packages/ui/src/texts.ts', 'packages/domain'],
              message:
                'Primitives carry no product: take labels as props (defaults in primitives/labels.ts), never domain, texts.ts or a product component.',
            },
          ],
        },
      ],
    },
  },
  {
    // One home for texts: user-facing texts come from `texts` (@marketplace/domain) or, for the
    // design system's own default labels, `uiTexts` (packages/ui/src/texts.ts). Stories, tests
    // and their sample data may write texts inline.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/ui/src/texts.ts',
      'packages/ui/src/primitives/labels.ts',
      '**/*.stories.{ts,tsx}',
      '**/*.test.{ts,tsx}',
      '**/sample*.ts',
      '**/story*.{ts,tsx}',
    ],
    plugins: { texts: inlineTexts },
    rules: { 'texts/no-inline-texts': 'error' },
  },
  {
    // The app's screens take their texts from `texts` (@marketplace/domain). Stories, tests and
    // the test helpers may write texts inline.
    files: ['apps/marketplace/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.{ts,tsx}', '**/*.test.{ts,tsx}', 'apps/marketplace/src/testing/**'],
    plugins: { texts: inlineTexts },
    rules: { 'texts/no-inline-texts': 'error' },
  },
);
