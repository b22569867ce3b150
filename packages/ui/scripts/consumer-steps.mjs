// The consumer app's steps for check-package.mjs: link dependencies, type-check, build, render.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, realpathSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Runs a command; throws on failure. With `capture`, returns its stdout. */
export function run(command, args, cwd, { capture = false } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
  });
  if (result.error) throw new Error(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`);
  return result.stdout;
}

/**
 * Offline install: the packed package's dependencies and peers (and the React types) are linked
 * from the workspace's copies. Only what the tarball declares is linked, so an undeclared import
 * (e.g. an unbundled @marketplace/domain) cannot resolve.
 */
export function linkDependencies(app, pkgDir, manifest) {
  const names = [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    '@types/react',
    '@types/react-dom',
  ];
  for (const name of names) {
    const source = realpathSync(path.join(pkgDir, 'node_modules', name));
    const target = path.join(app, 'node_modules', name);
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(source, target, 'dir');
  }
  console.log(`✔ linked ${names.length} dependencies from the workspace: ${names.join(', ')}`);
}

/** The bundled declarations must resolve alone and type the components (skipLibCheck off). */
export function typeCheck(app) {
  const tsc = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
  run(process.execPath, [tsc, '-p', app], app);
  console.log('✔ the consumer type-checks against dist/lib/index.d.ts');
}

/** Vite builds the browser bundle and a server entry; Node renders the server entry. */
export async function buildAndRender(app) {
  const { build } = await import('vite');
  const common = {
    root: app,
    configFile: false,
    logLevel: 'warn',
    oxc: { jsx: { runtime: 'automatic' } },
  };
  await build({ ...common, build: { outDir: 'dist/client', emptyOutDir: true } });
  // SSR keeps node_modules external, so Node itself resolves @marketplace/ui's exports map.
  await build({
    ...common,
    build: { ssr: 'src/entry-server.tsx', outDir: 'dist/server', emptyOutDir: true },
  });

  const assets = path.join(app, 'dist', 'client', 'assets');
  const cssFiles = readdirSync(assets).filter((name) => name.endsWith('.css'));
  assert(cssFiles.length === 1, `expected one CSS file in the app build, found ${cssFiles.length}`);
  const css = readFileSync(path.join(assets, cssFiles[0]), 'utf8');
  assert(/:root\s*\{[^}]*--/.test(css), "the app's CSS lacks the theme's :root variables");
  console.log(`✔ vite build: ${readdirSync(assets).join(', ')}`);

  const entry = path.join(app, 'dist', 'server', 'entry-server.js');
  const { render } = await import(pathToFileURL(entry).href);
  const html = render();
  assert(/<button[^>]*>Pogledaj detalje<\/button>/.test(html), `no Button in the HTML: ${html}`);
  assert(/<a[^>]*href="\/register"/.test(html), `no asChild link in the HTML: ${html}`);
  assert(/<h1[^>]*>Nekretnine<\/h1>/.test(html), `no Hero with its bundled default texts: ${html}`);
  // Every element the components render must be styled by the package's stylesheet (some classes
  // may be unstyled on purpose, e.g. an empty `fullWidth: false` variant, but not all of them).
  const classLists = [...html.matchAll(/class="([^"]*)"/g)].map((match) => match[1].split(/\s+/));
  const unstyled = classLists.filter((list) => !list.some((name) => css.includes(`.${name}`)));
  assert(classLists.length > 0, 'the rendered HTML has no classes');
  assert(unstyled.length === 0, `elements not styled by styles.css: ${unstyled.join(' | ')}`);
  console.log(`✔ react-dom/server rendered ${classLists.length} styled elements`);
  return { html, cssBytes: Buffer.byteLength(css) };
}
