#!/usr/bin/env node
// `npm run backup -- <folder>`: the database (DATABASE_URL through pg_dump, or the embedded
// database of DATA_DIR while no server holds it) and the images (DATA_DIR/uploads, or the S3_*
// bucket) into a new folder (docs/deploy.md, apps/server/src/cli/backup.ts).
import { runBackupCommand } from './lib/backup-command.mjs';

process.exit(await runBackupCommand('backup'));
