import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';

// React Router's package points every import at its development build, warnings included
// (remix-run/react-router#14102); the browser's build takes the production one beside it.
const reactRouterDir = path.dirname(
  createRequire(import.meta.url).resolve('react-router/package.json'),
);
const reactRouterProduction = (file: string) => path.join(reactRouterDir, 'dist/production', file);

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve:
    command === 'build' && !isSsrBuild
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ],
        }
      : {},
  // React Router's framework mode (react-router.config.ts): the routes of src/routes.ts, each its
  // own chunk, rendered by the server and hydrated in the browser.
  plugins: [
    reactRouter(),
    vanillaExtractPlugin(),
    // The browser's files are compressed once, here (brotli and gzip beside each file), and the
    // server sends those copies as they are: a page's thirty requests cost it no compression.
    isSsrBuild
      ? null
      : compression({
          algorithms: ['brotliCompress', 'gzip'],
          threshold: 1024,
          logLevel: 'silent',
        }),
  ],
  build: {
    sourcemap: true,
    // One stylesheet for every page (56 kB, 9 kB gzipped): a screen's code split off the route
    // (the signed-in search grids) would otherwise bring its styles only when its script runs, and
    // the server's HTML of it would paint unstyled, then shift.
    cssCodeSplit: false,
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
}));
