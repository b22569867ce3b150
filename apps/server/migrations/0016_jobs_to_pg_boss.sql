-- Jobs are pg-boss's now (services/job-queue.ts). The queue's first start moves the ones still
-- waiting here into it and drops this table.
ALTER TABLE "jobs" RENAME TO "jobs_before_pg_boss";
