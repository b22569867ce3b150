import { HttpResponse, type HttpHandler } from 'msw';
import { MockDb, type MockSeed } from '../db';
import { handlerFor, type Resolvers } from '../http';
import { routes, type OperationId } from '../routes';
import { authResolvers } from './auth';
import { businessAdResolvers } from './business-ads';
import { imageResolvers } from './images';
import { landAdResolvers } from './land-ads';
import { messageResolvers } from './messages';
import { favoriteResolvers } from './favorites';
import { reportResolvers } from './reports';
import { blockResolvers } from './blocks';
import { notificationResolvers } from './notifications';
import { moderationResolvers } from './moderation';
import { adminResolvers } from './admin';

export interface CreateHandlersOptions {
  /** Start from other data than the fixtures (each part defaults to the fixtures). */
  seed?: Partial<MockSeed>;
  /** Share one in-memory database between handler sets; a fresh one by default. */
  db?: MockDb;
}

export interface MockApi {
  /** Every operation of openapi.yaml, in registration order. */
  handlers: HttpHandler[];
  /** The in-memory state the handlers read and change. */
  db: MockDb;
}

/** The resolver of every operation over one in-memory database. */
export function createResolvers(db: MockDb): Resolvers {
  return {
    getHealth: () => HttpResponse.json({ status: 'ok' }),
    getHealthLive: () => HttpResponse.json({ status: 'ok' }),
    getHealthReady: () => HttpResponse.json({ status: 'ok' }),
    ...authResolvers(db),
    ...landAdResolvers(db),
    ...businessAdResolvers(db),
    ...messageResolvers(db),
    ...imageResolvers(db),
    ...favoriteResolvers(db),
    ...reportResolvers(db),
    ...blockResolvers(db),
    ...notificationResolvers(db),
    // After authResolvers: its getMe answers with the staff role as well.
    ...moderationResolvers(db),
    ...adminResolvers(db),
  };
}

/** Typed MSW handlers for the whole API, backed by a private copy of the fixtures. */
export function createMockApi(options: CreateHandlersOptions = {}): MockApi {
  const db = options.db ?? new MockDb(options.seed);
  const resolvers = createResolvers(db);
  const handlers = (Object.keys(routes) as OperationId[]).map((operationId) =>
    // Each resolver was type-checked against its own operation in createResolvers.
    handlerFor(operationId, resolvers[operationId] as never),
  );
  return { handlers, db };
}

/** Shorthand for `createMockApi(options).handlers`. */
export function createHandlers(options: CreateHandlersOptions = {}): HttpHandler[] {
  return createMockApi(options).handlers;
}
