#!/usr/bin/env node
// `check:package`: packs @marketplace/ui the way it is published, checks the tarball's contents, and
// installs it into a stand-alone app (consumer-check/) that type-checks, builds with Vite and renders
// to a string with react-dom/server. Offline by default: the app's node_modules holds the extracted
// tarball plus symlinks to the workspace's copies of its dependencies, and nothing else (no
// @marketplace/domain), so a missing bundle, file or dependency fails here. `--install` runs a real
// `npm install` of the tarball instead (needs the npm registry). `--keep` keeps the temp directory.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assert, buildAndRender, linkDependencies, run, typeCheck } from './consumer-steps.mjs';

const pkgDir = path.resolve(import.meta.dirname, '..');
const keep = process.argv.includes('--keep');
const install = process.argv.includes('--install');
const work = mkdtempSync(path.join(tmpdir(), 'marketplace-ui-pack-'));

// The files a consumer gets, and nothing of the sources, stories, tests or baselines.
const EXPECTED_FILES = [
  'package/README.md',
  'package/dist/lib/index.css',
  'package/dist/lib/index.d.ts',
  'package/dist/lib/index.js',
  'package/package.json',
];
const FORBIDDEN = [/\/src\//, /\.stories\./, /\.test\./, /__screenshots__/, /\.css\.ts$/];

function pack() {
  // pnpm (not npm) packs: it rewrites workspace: ranges and applies publishConfig. Its prepack
  // script runs the tsup build.
  const pnpm = process.env.npm_execpath?.includes('pnpm')
    ? [process.execPath, [process.env.npm_execpath]]
    : ['npx', ['-y', 'pnpm@10']];
  run(pnpm[0], [...pnpm[1], 'pack', '--pack-destination', work], pkgDir);
  const tarballs = readdirSync(work).filter((name) => name.endsWith('.tgz'));
  assert(tarballs.length === 1, `pnpm pack wrote ${tarballs.length} tarballs`);
  return path.join(work, tarballs[0]);
}

function checkFileList(tarball) {
  const files = run('tar', ['-tzf', tarball], work, { capture: true })
    .split('\n')
    .filter((line) => line && !line.endsWith('/'))
    .sort();
  const forbidden = files.filter((file) => FORBIDDEN.some((pattern) => pattern.test(file)));
  assert(forbidden.length === 0, `the tarball contains sources or tests: ${forbidden.join(', ')}`);
  const allowed = new Set([...EXPECTED_FILES, 'package/LICENSE']);
  const unexpected = files.filter((file) => !allowed.has(file));
  assert(unexpected.length === 0, `unexpected files in the tarball: ${unexpected.join(', ')}`);
  const missing = EXPECTED_FILES.filter((file) => !files.includes(file));
  assert(missing.length === 0, `missing from the tarball: ${missing.join(', ')}`);
  console.log(`✔ tarball holds ${files.length} files:\n  ${files.join('\n  ')}`);
}

function checkManifest(manifest) {
  const root = manifest.exports?.['.'];
  assert(root?.import === './dist/lib/index.js', 'exports["."].import must point at dist/lib');
  assert(root?.types === './dist/lib/index.d.ts', 'exports["."].types must point at dist/lib');
  assert(manifest.exports['./styles.css'] === './dist/lib/index.css', 'no ./styles.css export');
  const ranges = { ...manifest.dependencies, ...manifest.peerDependencies };
  for (const [name, range] of Object.entries(ranges)) {
    assert(!String(range).startsWith('workspace:'), `${name} still has a workspace: range`);
    assert(!name.startsWith('@marketplace/'), `${name} is private to the workspace: bundle it`);
  }
  assert(manifest.peerDependencies?.react && manifest.peerDependencies['react-dom'], 'peers');
  console.log('✔ package.json: exports point at dist/lib; no workspace or private dependencies');
}

function makeConsumer(tarball) {
  const app = path.join(work, 'consumer');
  cpSync(path.join(pkgDir, 'consumer-check'), app, { recursive: true });
  const manifestPath = path.join(app, 'package.json');
  const template = readFileSync(manifestPath, 'utf8');
  writeFileSync(manifestPath, template.replace('TARBALL', path.basename(tarball)));
  return app;
}

async function main() {
  console.log(`Working in ${work}`);
  const tarball = pack();
  checkFileList(tarball);
  const app = makeConsumer(tarball);
  const installed = path.join(app, 'node_modules', '@marketplace', 'ui');
  if (install) {
    run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock'], app);
  } else {
    run('mkdir', ['-p', installed], app);
    run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'], app);
  }
  const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
  checkManifest(manifest);
  if (!install) linkDependencies(app, pkgDir, manifest);
  typeCheck(app);
  const { html, cssBytes } = await buildAndRender(app);
  console.log(`✔ rendered ${html.length} characters of HTML; the app's CSS is ${cssBytes} bytes`);
  console.log('\n@marketplace/ui package check passed.');
}

try {
  await main();
} catch (error) {
  console.error(`\n✖ @marketplace/ui package check failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (keep) console.log(`Kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
