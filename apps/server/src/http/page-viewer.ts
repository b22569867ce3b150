import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole, UserType } from '@marketplace/domain';
import { SESSION_COOKIE } from '../plugins/app/auth';

/** The user a page is rendered for, as the app's session knows a user. */
export interface PageViewer {
  id: number;
  email: string;
  fullName: string;
  userType: UserType;
  /** The console's role, so a page for staff renders as theirs (null for everyone else). */
  staffRole: StaffRole | null;
}

/**
 * The viewer of a page request: the user of its session cookie, checked as a bearer token is
 * (signature, expiry, token version, revocation); null without one. A cookie whose session has
 * ended is dropped with the answer.
 */
export async function viewerFromCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ viewer: PageViewer; token: string } | null> {
  const session = await app.auth.sessionFromCookie(request);
  if (!session) {
    if (request.cookies[SESSION_COOKIE] !== undefined) app.auth.clearSessionCookie(reply);
    return null;
  }
  const { id, email, fullName, userType, staffRole } = session.user;
  return { viewer: { id, email, fullName, userType, staffRole }, token: session.token };
}
