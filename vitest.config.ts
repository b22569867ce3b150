import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const projects: TestProjectConfiguration[] = [
  'packages/*/vitest.config.ts',
  'apps/*/vitest.config.ts',
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
