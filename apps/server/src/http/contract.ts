import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@marketplace/api-client/schema';

/**
 * Handler types derived from the generated contract: when openapi.yaml changes an operation's
 * parameters, body or success response, the handlers that implement it stop compiling.
 */
export type OperationId = keyof operations;

type Content<T> = T extends { content: infer C } ? C : never;
type JsonOf<C> = C extends { 'application/json': infer J } ? J : never;
type MultipartOf<C> = C extends { 'multipart/form-data': infer M } ? M : never;

type RequestBody<Op> = Op extends { requestBody: infer B }
  ? JsonOf<Content<B>> | MultipartOf<Content<B>>
  : Op extends { requestBody?: infer B }
    ? JsonOf<Content<NonNullable<B>>> | undefined
    : undefined;
type PathParams<Op> = Op extends { parameters: { path: infer P } } ? P : Record<string, never>;
type QueryParams<Op> = Op extends { parameters: { query?: infer Q } }
  ? NonNullable<Q>
  : Record<string, never>;

type SuccessStatus = 200 | 201 | 204;
type SuccessBody<Op> = Op extends { responses: infer R }
  ? {
      [S in keyof R]: S extends SuccessStatus ? JsonOf<Content<R[S]>> : never;
    }[keyof R]
  : never;

export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Body: RequestBody<operations[Id]>;
  Params: PathParams<operations[Id]>;
  Querystring: QueryParams<operations[Id]>;
}>;

/** Returns the success body, or sends a reply itself (streams, files, custom status). */
export type OperationHandler<Id extends OperationId> = (
  request: OperationRequest<Id>,
  reply: FastifyReply,
) => Promise<SuccessBody<operations[Id]> | FastifyReply | void>;

export type ServiceHandlers = { [Id in OperationId]: OperationHandler<Id> };
export type HandlersFor<Ids extends OperationId> = { [Id in Ids]: OperationHandler<Id> };
