/**
 * Routes that check the token's revocation themselves, inside the one query they run anyway
 * (GET /api/messages/unread-count is polled by every open tab). Both the auth plugin (which skips
 * the user lookup for them) and the contract's security handler (which then accepts the verified
 * claims alone) read this list, so it lives beside the other HTTP-level rules.
 */
const SELF_AUTHENTICATING_ROUTES = new Set(['GET /api/messages/unread-count']);

/** The parts of a request that name its route (a FastifyRequest has them). */
interface RouteOf {
  method: string;
  routeOptions: { url?: string };
}

export const isSelfAuthenticating = (request: RouteOf) =>
  SELF_AUTHENTICATING_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`);
