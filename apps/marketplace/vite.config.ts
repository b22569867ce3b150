import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { texts as domainTexts } from '@marketplace/domain';

/** `file` and what it imports, bundled by rolldown into one module's code. */
async function bundled(
  file: string,
  platform: 'node' | 'browser',
  output: { format: 'esm' | 'iife'; minify?: boolean },
): Promise<string> {
  const bundle = await rolldown({
    input: fileURLToPath(new URL(file, import.meta.url)),
    platform,
    logLevel: 'warn',
  });
  try {
    return (await bundle.generate(output)).output[0].code.trim();
  } finally {
    await bundle.close();
  }
}

/**
 * The domain's texts. The config runs in Node, which does not load the domain package's
 * TypeScript by its name: the package is bundled first, then imported.
 */
async function loadDomainTexts(): Promise<typeof domainTexts> {
  const code = await bundled('src/config/domain-texts.ts', 'node', { format: 'esm' });
  const source = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return ((await import(source)) as { texts: typeof domainTexts }).texts;
}

/** `file`, bundled on its own as one minified function, for a `<script>` inlined in the page. */
async function inlineScript(file: string): Promise<string> {
  const code = await bundled(file, 'browser', { format: 'iife', minify: true });
  if (code.includes('</script')) throw new Error(`${file} must not contain </script`);
  return `<script>${code}</script>`;
}

/**
 * The boot markup's texts (`{{businessList.title}}` in index.html) are the app's own, from the
 * domain's texts, written into the page.
 */
function bootMarkupTexts(): Plugin {
  return {
    name: 'boot-markup-texts',
    async transformIndexHtml(html) {
      const texts = await loadDomainTexts();
      return html.replace(/\{\{(\w+)\.(\w+)\}\}/g, (placeholder, group: string, key: string) => {
        const value: unknown = (texts as Record<string, Record<string, unknown>>)[group]?.[key];
        if (typeof value !== 'string') throw new Error(`index.html: no text ${placeholder}`);
        return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      });
    },
  };
}

/**
 * The page's boot markup (top bar, first hero, loading text) is styled inline in index.html, so it
 * paints as soon as the HTML arrives. The built stylesheet and the scripts move to the end of
 * <body> as preloads, which hold back neither the parsing nor that first paint: the stylesheet as
 * `rel=preload as=style` marked `data-app-style`, the entry as a `modulepreload` marked
 * `data-app-entry`. The head's script applies the one and imports the other once the boot markup
 * has been painted (src/lib/start-app.ts), so React never renders unstyled.
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
        const entries = byKind(/<script/).map((tag) => {
          const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
          if (!src) throw new Error(`index.html: an entry script without src: ${tag}`);
          return `<link rel="modulepreload" crossorigin href="${src}" data-app-entry>`;
        });
        if (entries.length !== 1) throw new Error('index.html: expected one entry script');
        // A stylesheet the parser meets holds the parsing, and the first paint with it.
        const styles = byKind(/rel="stylesheet"/).map((tag) =>
          tag
            .replace('rel="stylesheet"', 'rel="preload" as="style"')
            .replace(/>$/, ' data-app-style>'),
        );
        const moved = [...styles, ...entries, ...byKind(/rel="modulepreload"/)];
        const block = moved.map((tag) => `    ${tag}\n`).join('');
        return `${head.replace(asset, '').trimEnd()}\n  </head>${body.replace(/\s*<\/body>/, `\n${block}  </body>`)}`;
      },
    },
  };
}

/**
 * src/early-script.ts, inlined at the end of the page's head: it names the boot hero to show and
 * sends a stored session's first requests while the app's code downloads
 * (lib/early-requests.ts). The server allows the page's inline scripts by their hashes in the
 * Content-Security-Policy (apps/server static-app.ts).
 */
function inlineEarlyScript(): Plugin {
  return {
    name: 'inline-early-script',
    async transformIndexHtml(html) {
      const script = await inlineScript('src/early-script.ts');
      // A function, so that `$` in the code is never read as a replacement pattern.
      return html.replace('</head>', () => `    ${script}\n  </head>`);
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    bootMarkupTexts(),
    inlineEarlyScript(),
    assetsAfterBootMarkup(),
  ],
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
