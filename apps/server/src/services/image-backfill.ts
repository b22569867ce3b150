import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { businessAdImages, landAdImages } from '../db/schema';
import { safeErrorMessage } from '../logging';
import type { ServiceContext } from './context';
import type { ImageService, StoredImage } from './images';
import type { Job, JobLogger } from './job-queue';

/**
 * The job queue that gives images stored before 1600 px copies existed their copy and their size
 * (responsive images). One chain of jobs per image table walks its rows whose
 * large_filename is null in id order, a batch per job; each job enqueues the next batch.
 */
export const IMAGE_VARIANTS_QUEUE = 'image-variants';

const TABLES = { land: landAdImages, business: businessAdImages } as const;
export type ImageTable = keyof typeof TABLES;
type ImageTableSchema = (typeof TABLES)[ImageTable];

/** A job's payload: the table, and the id after which its batch starts. */
export interface ImageVariantsJob {
  table: ImageTable;
  afterId: number;
}

/** Images per job: a job decodes each one (about a second for a 2560 px image on a slow core). */
export const IMAGE_VARIANTS_BATCH = 10;

type BackfillContext = Pick<ServiceContext, 'db' | 'now' | 'jobs'>;

/**
 * At start-up: a chain for every table that has images without a copy, unless one waits to be
 * started (the queue keeps one waiting job per table: its key). A chain that is running or
 * retrying meanwhile goes on; its next batch then joins the waiting one, which walks the rows still
 * without a copy from the start.
 */
export async function enqueueImageBackfill(ctx: BackfillContext): Promise<ImageTable[]> {
  const started: ImageTable[] = [];
  for (const [table, images] of Object.entries(TABLES) as Array<[ImageTable, ImageTableSchema]>) {
    const [missing] = await ctx.db
      .select({ id: images.id })
      .from(images)
      .where(isNull(images.largeFilename))
      .limit(1);
    if (!missing) continue;
    const payload: ImageVariantsJob = { table, afterId: 0 };
    if (await ctx.jobs.enqueue(IMAGE_VARIANTS_QUEUE, payload, undefined, { dedupeKey: table })) {
      started.push(table);
    }
  }
  return started;
}

function isPayload(value: unknown): value is ImageVariantsJob {
  const payload = value as Partial<ImageVariantsJob> | null;
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof payload.table === 'string' &&
    Object.hasOwn(TABLES, payload.table) &&
    Number.isSafeInteger(payload.afterId)
  );
}

/**
 * The handler of IMAGE_VARIANTS_QUEUE. Idempotent (delivery is at least once): rows are updated
 * only while their large_filename is null, and a copy written twice has the same name and bytes.
 * An image whose full file is missing or unreadable is logged and passed over (it is tried again
 * at the next start-up), so one bad file never holds up the others.
 */
export function createImageBackfill(ctx: {
  db: ServiceContext['db'];
  jobs: ServiceContext['jobs'];
  images: Pick<ImageService, 'addLargeCopy' | 'remove'>;
  log: JobLogger;
}) {
  return async function fillBatch(job: Job<unknown>): Promise<void> {
    if (!isPayload(job.payload)) {
      ctx.log.error({ queue: IMAGE_VARIANTS_QUEUE, job: job.id }, 'malformed image job: dropped');
      return;
    }
    const { table, afterId } = job.payload;
    const images = TABLES[table];
    const rows = await ctx.db
      .select({
        id: images.id,
        filename: images.filename,
        thumbnailFilename: images.thumbnailFilename,
      })
      .from(images)
      .where(and(isNull(images.largeFilename), gt(images.id, afterId)))
      .orderBy(asc(images.id))
      .limit(IMAGE_VARIANTS_BATCH);

    const made: Array<{ id: number; copy: Required<StoredImage> }> = [];
    for (const row of rows) {
      try {
        const copy = await ctx.images.addLargeCopy(row.filename);
        if (copy)
          made.push({ id: row.id, copy: { ...copy, thumbnailFilename: row.thumbnailFilename } });
        else ctx.log.warn({ table, image: row.id }, 'image file missing: no 1600 px copy made');
      } catch (error) {
        ctx.log.warn(
          { table, image: row.id, error: safeErrorMessage(error) },
          'image could not be copied: passed over',
        );
      }
    }

    if (made.length > 0) {
      // One transaction: the tables' list-version triggers bump once per statement, and readers
      // see the whole batch at once.
      const updated = await ctx.db.transaction(async (tx) => {
        const ids: number[] = [];
        for (const { id, copy } of made) {
          const [row] = await tx
            .update(images)
            .set({ largeFilename: copy.largeFilename, width: copy.width, height: copy.height })
            .where(and(eq(images.id, id), isNull(images.largeFilename)))
            .returning({ id: images.id });
          if (row) ids.push(row.id);
        }
        return ids;
      });
      // A row removed while its copy was being made: its removal job may have run before the copy
      // existed, so the image's files are removed again here (a missing file is no error).
      const notUpdated = made.filter(({ id }) => !updated.includes(id)).map(({ id }) => id);
      if (notUpdated.length > 0) {
        const still = await ctx.db
          .select({ id: images.id })
          .from(images)
          .where(inArray(images.id, notUpdated));
        const gone = made.filter(
          ({ id }) => notUpdated.includes(id) && !still.some((row) => row.id === id),
        );
        for (const { copy } of gone) await ctx.images.remove(copy);
      }
    }

    const last = rows.at(-1);
    if (rows.length === IMAGE_VARIANTS_BATCH && last) {
      const next: ImageVariantsJob = { table, afterId: last.id };
      await ctx.jobs.enqueue(IMAGE_VARIANTS_QUEUE, next, undefined, { dedupeKey: table });
    }
  };
}
