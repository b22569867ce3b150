import {
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpHandler,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { texts, serverTexts } from '@marketplace/domain';
import type { operations } from '../src/generated/schema';
import type { ApiError } from '../src/types';
import { mswPath, routes, type OperationId } from './routes';

type Operation<K extends OperationId> = operations[K];
type Responses<K extends OperationId> = Operation<K>['responses'];

type BodyOf<Response> = Response extends { content: infer Content }
  ? Content extends { 'application/json': infer Json }
    ? Json
    : Content extends { 'text/event-stream': unknown }
      ? ReadableStream<Uint8Array>
      : ArrayBuffer
  : null;

/** The union of every body the contract allows for an operation (images: their bytes). */
export type ResponseBody<K extends OperationId> = {
  [Status in keyof Responses<K>]: BodyOf<Responses<K>[Status]>;
}[keyof Responses<K>] &
  DefaultBodyType;

/** The JSON request body of an operation, or any body for multipart/no-body operations. */
export type RequestBody<K extends OperationId> =
  Operation<K> extends {
    requestBody: { content: { 'application/json': infer Json } };
  }
    ? Json & DefaultBodyType
    : DefaultBodyType;

type PathParamNames<K extends OperationId> = Operation<K>['parameters'] extends {
  path: infer Path;
}
  ? Extract<keyof Path, string>
  : never;

export type Resolver<K extends OperationId> = HttpResponseResolver<
  PathParams<PathParamNames<K>>,
  RequestBody<K>,
  ResponseBody<K>
>;

export type Resolvers = { [K in OperationId]: Resolver<K> };

export function handlerFor<K extends OperationId>(
  operationId: K,
  resolver: Resolver<K>,
): HttpHandler {
  const { method, path } = routes[operationId];
  // http.get/post/... differ only in the method; the resolver's types were checked above.
  const register = http[method] as (path: string, resolver: Resolver<K>) => HttpHandler;
  return register(mswPath(path), resolver);
}

export function errorResponse(status: number, message: string): HttpResponse<ApiError> {
  return HttpResponse.json<ApiError>({ message }, { status });
}

export const noContent = (): HttpResponse<null> => new HttpResponse(null, { status: 204 });

/**
 * Serbian messages of the mock server (DESIGN: every error body is `{message}` in Serbian): the
 * server's own texts, from domain, each read when it is answered (in the current language).
 */
export const mockMessages = {
  get unauthorized() {
    return serverTexts.api.unauthorized;
  },
  get forbidden() {
    return serverTexts.api.forbidden;
  },
  get invalid() {
    return serverTexts.api.badRequest;
  },
  get adNotFound() {
    return texts.landAd.notFound;
  },
  get businessAdNotFound() {
    return texts.businessDetail.notFound;
  },
  get conversationNotFound() {
    return serverTexts.apiMessages.conversationNotFound;
  },
  get imageNotFound() {
    return serverTexts.apiImages.notFound;
  },
  get tooManyImages() {
    return texts.landAd.tooManyImages;
  },
  get serverError() {
    return serverTexts.api.internalError;
  },
} as const;
