import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/db/connect';
import { createJobQueue } from '../../src/services/job-queue';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

// Creating a PGlite directory takes seconds: migrate one template once (the app's tables and the
// job queue's), copy it per test file.
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-template-'));
  const handle = await openPglite(dir);
  const jobs = createJobQueue({ db: handle.db, now: () => new Date(), log: console, queues: {} });
  await jobs.start();
  await jobs.stop();
  await handle.close();
  project.provide('pgliteTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
