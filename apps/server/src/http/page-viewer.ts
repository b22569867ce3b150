import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserType } from '@marketplace/domain';

/** The user a page is rendered for, as the app's session knows a user. */
export interface PageViewer {
  id: number;
  email: string;
  fullName: string;
  userType: UserType;
}

/**
 * The viewer of a page request: the user of its session cookie, checked as a bearer token is
 * (signature, expiry, token version, revocation); null without one.
 */
export async function viewerFromCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  _reply: FastifyReply,
): Promise<{ viewer: PageViewer; token: string } | null> {
  const token = /(?:^|;\s*)session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return null;
  const user = await app.auth.authenticate(decodeURIComponent(token));
  if (!user) return null;
  const { id, email, fullName, userType } = user;
  return { viewer: { id, email, fullName, userType }, token };
}
