import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  // React Router's framework mode (react-router.config.ts): the routes of src/routes.ts, each its
  // own chunk, rendered by the server and hydrated in the browser.
  plugins: [reactRouter(), vanillaExtractPlugin()],
  build: {
    sourcemap: true,
    target: 'es2022',
    // Every request after the first costs a round trip on a slow mobile connection: React, the
    // router and the query cache as one chunk instead of a dozen.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // The workspace packages are TypeScript sources: the server's render bundles them.
  ssr: { noExternal: [/^@marketplace\//] },
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
});
