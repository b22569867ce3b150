import { defineConfig } from 'tsup';

export default defineConfig({
  // The PGlite thread is a file of its own next to server.js (src/db/pglite-client.ts starts it).
  // `backup.js` is the backup and restore command of a release (src/cli/backup.ts).
  entry: {
    server: 'src/server.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    backup: 'src/cli/backup.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  clean: true,
  // Workspace packages ship TypeScript sources, so they are bundled into the server.
  noExternal: [/^@marketplace\//],
  // Rendering from the app's sources (`npm run dev`) loads these development tools on demand.
  external: ['vite', '@fastify/middie'],
});
