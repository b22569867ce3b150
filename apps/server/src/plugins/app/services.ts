import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createMailer, type Mailer } from '../../services/mailer';
import { createImageService, type ImageService } from '../../services/images';
import { createRateLimiter, type RateLimiter } from '../../services/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The server's clock; tests replace it to move time. */
    now: () => Date;
    mailer: Mailer;
    images: ImageService;
    rateLimiter: RateLimiter;
  }
}

export default fp(
  async function services(app: FastifyInstance, options: { config: Config; now: () => Date }) {
    app.decorate('config', options.config);
    app.decorate('now', options.now);
    app.decorate('mailer', createMailer(options.config, app.log));
    app.decorate('images', createImageService(options.config));
    app.decorate('rateLimiter', createRateLimiter(app.db, options.now));
  },
  { name: 'services', dependencies: ['database'] },
);
