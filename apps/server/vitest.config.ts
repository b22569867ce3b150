import { defineProject } from 'vitest/config';

// Server tests go through the real HTTP stack (inject) on a real database. The root config adds a
// second project, server-postgres, that runs the same files on PostgreSQL (TEST_DB=postgres).
export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/helpers/global-setup.ts'],
    // Files share the worker's module graph instead of importing the server again each (a third of
    // the run): every file builds its own app on its own database, and spies are restored.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
