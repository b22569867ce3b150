import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TestClock } from 'pg-boss';
import type { Config } from '../../config';
import { safeErrorMessage } from '../../logging';
import { createMailer, type Mailer } from '../../services/mailer';
import {
  createImageService,
  IMAGE_REMOVAL_QUEUE,
  type ImageService,
  type StoredImage,
} from '../../services/images';
import { createJobQueue, type JobQueue } from '../../services/job-queue';
import { createAdSearch, type AdSearch } from '../../services/cached-search';
import { EMAIL_QUEUE, workAuthEmails } from '../../services/auth-email-jobs';
import { MESSAGE_NOTICE_QUEUE, workMessageNotices } from '../../services/message-notices';
import { UnsubscribeTokens } from '../../services/notification-settings';
import { SEARCH_ALERTS_QUEUE, workSavedSearchAlerts } from '../../services/saved-search-alerts';
import { loadJwtSecret } from '../../services/secrets';
import { MODERATION_EMAIL_QUEUE, workModerationEmails } from '../../services/moderation-emails';
import { endSuspension } from '../../services/moderation';
import {
  createImageBackfill,
  enqueueImageBackfill,
  IMAGE_VARIANTS_QUEUE,
} from '../../services/image-backfill';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The server's clock; tests replace it to move time. */
    now: () => Date;
    mailer: Mailer;
    images: ImageService;
    jobs: JobQueue;
    /** The searches, with their totals and kept pages (one per process). */
    adSearch: AdSearch;
    unsubscribeTokens: UnsubscribeTokens;
  }
}

export default fp(
  async function services(
    app: FastifyInstance,
    options: { config: Config; now: () => Date; jobClock?: TestClock | undefined },
  ) {
    const { config, now } = options;
    app.decorate('config', config);
    app.decorate('now', now);
    app.decorate('mailer', createMailer(config, app.log));
    app.decorate('images', createImageService(config));
    const jobs = createJobQueue({
      db: app.db,
      now,
      log: app.log,
      queues: {
        [EMAIL_QUEUE]: {},
        [MESSAGE_NOTICE_QUEUE]: {},
        [IMAGE_REMOVAL_QUEUE]: {},
        [IMAGE_VARIANTS_QUEUE]: { keyed: true },
        [SEARCH_ALERTS_QUEUE]: { keyed: true },
        [MODERATION_EMAIL_QUEUE]: {},
      },
      ...(options.jobClock ? { testClock: options.jobClock } : {}),
    });
    await jobs.start();
    app.decorate('jobs', jobs);
    app.decorate('adSearch', createAdSearch(app.db, { cachePages: config.searchPageCache }));
    const unsubscribeTokens = new UnsubscribeTokens(
      loadJwtSecret(config.jwtSecret, config.dataDir),
    );
    app.decorate('unsubscribeTokens', unsubscribeTokens);

    // Workers start once the server is ready and stop before the database is closed.
    app.addHook('onReady', async () => {
      workAuthEmails(jobs, { db: app.db, mailer: app.mailer, appUrl: config.appUrl });
      workModerationEmails(jobs, {
        db: app.db,
        mailer: app.mailer,
        appUrl: config.appUrl,
        endSuspension: (decisionId) => endSuspension({ db: app.db, now }, decisionId),
      });
      const notices = { db: app.db, now, mailer: app.mailer, appUrl: config.appUrl };
      workMessageNotices(jobs, {
        ...notices,
        unsubscribeTokens,
        delayMs: config.messageEmailDelayS * 1000,
      });
      jobs.work<StoredImage>(IMAGE_REMOVAL_QUEUE, (job) => app.images.remove(job.payload));
      jobs.work(
        IMAGE_VARIANTS_QUEUE,
        createImageBackfill({ db: app.db, jobs, images: app.images, log: app.log }),
      );
      // Images stored before 1600 px copies existed get theirs in the background; a failure here
      // (the database briefly away) leaves it to the next start-up rather than stopping this one.
      await enqueueImageBackfill({ db: app.db, now, jobs }).catch((error: unknown) =>
        app.log.warn({ error: safeErrorMessage(error) }, 'image copies not scheduled'),
      );
      // The hourly saved-search sweep is scheduled here too, with the same tolerance.
      await workSavedSearchAlerts(jobs, { ...notices, jobs, unsubscribeTokens }).catch(
        (error: unknown) =>
          app.log.warn({ error: safeErrorMessage(error) }, 'saved-search sweep not scheduled'),
      );
    });
    app.addHook('preClose', () => jobs.stop());
  },
  { name: 'services', dependencies: ['database'] },
);
