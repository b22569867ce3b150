export { createHandlers, createMockApi, createResolvers } from './handlers';
export type { CreateHandlersOptions, MockApi } from './handlers';
export { mockCaptcha, mockEmailTokens } from './handlers/auth';
export { mockUnsubscribeToken } from './handlers/notifications';
export { MockDb } from './db';
export type {
  MockSeed,
  StoredBlock,
  StoredBusinessAd,
  StoredConversation,
  StoredFavorite,
  StoredMessage,
  StoredReport,
  StoredUser,
} from './db';
export {
  errorHandler,
  errorHandlers,
  handlerOverrides,
  jsonHandler,
  loadingHandler,
} from './overrides';
export { routes, mswPath } from './routes';
export type { OperationId, RouteMethod } from './routes';
export type { Resolver, Resolvers, RequestBody, ResponseBody } from './http';
export { createMockToken, readMockToken } from './token';
export { formatEvent, mockEventStream } from './event-stream';
export type { MessageEventData, MockEvent, MockEventStream } from './event-stream';
export type { MockTokenOptions } from './token';
export { placeholderImages } from './images/placeholders';
export type { PlaceholderImageName } from './images/placeholders';
export * from './fixtures';
