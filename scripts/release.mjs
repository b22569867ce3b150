#!/usr/bin/env node
// `npm run release [-- [--out] <folder>] [--no-build]`: one self-contained folder that runs the
// marketplace with `node server.js` and environment variables alone (docs/deploy.md):
//   server.js     starts the server, with the app beside it
//   dist/         the bundled server (and dist/backup.js, the backup and restore command)
//   migrations/   the database's migrations, run at start
//   openapi.yaml  the contract the server checks requests against
//   node_modules/ the server's production dependencies
//   app/          the built app (app/dist) and its production dependencies
// Each part is `pnpm deploy --prod` of its package, with a flat node_modules (node-linker
// hoisted), so the built files find their dependencies as Node resolves them and nothing links
// back into the workspace. --no-build takes the builds already made (`npm test` builds first).
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { usePinnedNode } from './lib/node-runtime.mjs';
import { root, runPnpm, steps } from './lib/pnpm.mjs';

await usePinnedNode();

const { values, positionals } = parseArgs({
  options: { out: { type: 'string' }, 'no-build': { type: 'boolean' } },
  allowPositionals: true,
});
// The folder: --out or the first argument, relative to where the command was typed (npm runs
// scripts from the root and says where in INIT_CWD); by default release/ at the root.
const chosen = values.out ?? positionals[0];
const out = chosen
  ? path.resolve(process.env.INIT_CWD || process.cwd(), chosen)
  : path.join(root, 'release');
if (out === root || root.startsWith(`${out}${path.sep}`)) {
  console.error(`The release cannot go into ${out}: it would replace the workspace.`);
  process.exit(2);
}
// The folder is emptied first: only when it is empty or holds an earlier release.
const earlierRelease = ['server.js', 'dist/server.js', 'app'].every((part) =>
  existsSync(path.join(out, part)),
);
if (existsSync(out) && readdirSync(out).length > 0 && !earlierRelease) {
  console.error(`${out} is neither empty nor an earlier release: choose another folder.`);
  process.exit(2);
}

const deploy = (name, target) => () =>
  runPnpm([
    '--filter',
    name,
    'deploy',
    '--prod',
    '--legacy',
    '--config.node-linker=hoisted',
    target,
  ]);

const LAUNCHER = `// Starts the marketplace of this release: \`node server.js\`, configured by environment variables
// (docs/deploy.md). The app is the one built beside it unless APP_DIR names another.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
process.env.APP_DIR ||= path.join(here, 'app', 'dist');
await import('./dist/server.js');
`;

process.exit(
  steps([
    ...(values['no-build']
      ? []
      : [['Build (design system, app, server)', () => runPnpm(['-r', 'build'])]]),
    [
      'The builds are there',
      () => {
        const missing = [
          'apps/server/dist/server.js',
          'apps/marketplace/dist/server/index.js',
        ].filter((file) => !existsSync(path.join(root, file)));
        if (missing.length) console.error(`Not built: ${missing.join(', ')}`);
        return missing.length ? 1 : 0;
      },
    ],
    [
      `An empty ${out}`,
      () => {
        rmSync(out, { recursive: true, force: true });
        mkdirSync(path.dirname(out), { recursive: true });
        return 0;
      },
    ],
    ['The server and its production dependencies', deploy('@marketplace/server', out)],
    ['The app and its production dependencies', deploy('@marketplace/app', path.join(out, 'app'))],
    [
      'The contract and the start file',
      () => {
        cpSync(path.join(root, 'openapi.yaml'), path.join(out, 'openapi.yaml'));
        // The type declarations of the workspace's build are of no use to a running server.
        rmSync(path.join(out, 'dist', 'types'), { recursive: true, force: true });
        writeFileSync(path.join(out, 'server.js'), LAUNCHER);
        console.log(`\nThe release is in ${out}: start it there with \`node server.js\`.`);
        return 0;
      },
    ],
  ]),
);
