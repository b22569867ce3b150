#!/usr/bin/env node
// `npm run restore -- <folder>`: what `npm run backup` wrote there back into the database and the
// image storage the environment names (docs/deploy.md, apps/server/src/cli/backup.ts).
import { runBackupCommand } from './lib/backup-command.mjs';

process.exit(await runBackupCommand('restore'));
