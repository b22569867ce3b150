import path from 'node:path';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { browserTestDeps, chromium } from './vitest.browser';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const root = import.meta.dirname;

const projects: TestProjectConfiguration[] = [
  'packages/*/vitest.config.ts',
  'apps/*/vitest.config.ts',
  {
    // Workspace-wide checks that run in Node, such as the ESLint import boundaries.
    test: { name: 'workspace', include: ['scripts/**/*.test.mjs'], environment: 'node' },
  },
  {
    // Every story of the design system and of the app's pages is a test: its play function runs
    // in Chromium and axe checks the result.
    plugins: [storybookTest({ configDir: path.join(root, '.storybook') }), vanillaExtractPlugin()],
    optimizeDeps: {
      include: [
        ...browserTestDeps,
        'react/jsx-dev-runtime',
        'msw-storybook-addon/csf3',
        'msw',
        'storybook/test',
      ],
    },
    test: {
      name: 'storybook',
      browser: { ...chromium, viewport: { width: 1024, height: 768 } },
      setupFiles: ['.storybook/vitest.setup.ts'],
    },
  },
];

// The server's tests run a second time on PostgreSQL when one is available (scripts/test.mjs).
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: './apps/server/vitest.config.ts',
    root: './apps/server',
    test: { name: 'server-postgres', env: { TEST_DB: 'postgres' } },
  });
}

export default defineConfig({ test: { projects } });
