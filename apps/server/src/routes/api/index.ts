import type { FastifyInstance } from 'fastify';
import type { ServiceHandlers } from '../../http/contract';
import { createHealthHandlers } from './health';
import { createAuthHandlers } from './auth';
import { createLandAdHandlers } from './ads';
import { createBusinessAdHandlers } from './business-ads';
import { createMessageHandlers } from './messages';
import { createImageHandlers } from './images';

/** Every operation of openapi.yaml; the type makes a missing one a compile error. */
export function createHandlers(app: FastifyInstance): ServiceHandlers {
  return {
    ...createHealthHandlers(app),
    ...createAuthHandlers(app),
    ...createLandAdHandlers(app),
    ...createBusinessAdHandlers(app),
    ...createMessageHandlers(app),
    ...createImageHandlers(app),
  };
}
