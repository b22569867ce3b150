import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * The page's boot markup (top bar, loading text) is styled inline in index.html, so it paints as
 * soon as the HTML arrives. The built stylesheet and the scripts move to the end of <body>: there
 * the stylesheet no longer holds back that first paint, and the scripts, placed after it, still
 * wait for it, so React never renders unstyled. The preload scanner fetches all of them at once.
 */
function assetsAfterBootMarkup(): Plugin {
  const asset =
    /\s*<(?:script type="module"[^>]*><\/script>|link rel="(?:stylesheet|modulepreload)"[^>]*>)/g;
  return {
    name: 'assets-after-boot-markup',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const [head = '', body = ''] = html.split('</head>');
        const tags = head.match(asset) ?? [];
        const byKind = (test: RegExp) => tags.filter((tag) => test.test(tag)).map((t) => t.trim());
        const moved = [
          ...byKind(/rel="stylesheet"/),
          ...byKind(/<script/),
          ...byKind(/rel="modulepreload"/),
        ];
        const block = moved.map((tag) => `    ${tag}\n`).join('');
        return `${head.replace(asset, '').trimEnd()}\n  </head>${body.replace(/\s*<\/body>/, `\n${block}  </body>`)}`;
      },
    },
  };
}

/**
 * src/early-script.ts, bundled on its own and inlined at the end of the page's head: it sends a
 * stored session's first requests while the app's code downloads (lib/early-requests.ts). The
 * server allows it by its hash in the Content-Security-Policy (apps/server static-app.ts).
 */
function inlineEarlyScript(): Plugin {
  const entry = fileURLToPath(new URL('src/early-script.ts', import.meta.url));
  return {
    name: 'inline-early-script',
    async transformIndexHtml(html) {
      const bundle = await rolldown({ input: entry, platform: 'browser', logLevel: 'warn' });
      try {
        const { output } = await bundle.generate({ format: 'iife', minify: true });
        const code = output[0].code.trim();
        if (code.includes('</script')) throw new Error('early-script.ts must not contain </script');
        // A function, so that `$` in the code is never read as a replacement pattern.
        return html.replace('</head>', () => `    <script>${code}</script>\n  </head>`);
      } finally {
        await bundle.close();
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), inlineEarlyScript(), assetsAfterBootMarkup()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    // Every request after the first costs a round trip on a slow mobile connection: one stylesheet
    // for the whole app (7 kB gzipped) instead of one per route, the domain rules as one chunk, and
    // small chunks shared by a few routes copied into them, so a route needs a handful of files, not
    // a dozen. The end-to-end tests run on this build.
    cssCodeSplit: false,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'domain', test: /packages[\\/]domain[\\/]/ }],
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
      },
    },
  },
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
});
