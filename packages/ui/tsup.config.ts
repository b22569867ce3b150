import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

// The publishable build: one ESM file, one bundled .d.ts and one CSS file in dist/lib.
// dist/types belongs to `tsc -b` (its tsbuildinfo lives there), so tsup cleans dist/lib only.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  outDir: 'dist/lib',
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  clean: true,
  sourcemap: false,
  splitting: false,
  treeshake: true,
  // @marketplace/domain is private to the workspace: its texts and rules ship inside the bundle, and
  // its types inside the .d.ts, so the tarball installs without it. The .d.ts bundler keeps any import
  // found through node_modules external, so `paths` points it straight at the domain's sources.
  noExternal: ['@marketplace/domain'],
  dts: {
    compilerOptions: {
      composite: false,
      incremental: false,
      emitDeclarationOnly: false,
      rootDir: '..',
      paths: { '@marketplace/domain': ['../domain/src/index.ts'] },
    },
  },
  esbuildPlugins: [
    // Short hashed class names: the package's CSS is consumed as a file, never by class name.
    vanillaExtractPlugin({ identifiers: 'short' }),
  ],
  esbuildOptions(options) {
    options.jsx = 'automatic';
    // Whitespace and syntax only: the CSS loses esbuild's per-file path comments, while function
    // names (Button, Box) survive for React DevTools and stack traces.
    options.minifyWhitespace = true;
    options.minifySyntax = true;
  },
});
