import { defineConfig } from 'vitest/config';

// One runner for the whole workspace; each package declares its own project.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
