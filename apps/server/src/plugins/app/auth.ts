import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { normalizeUserType } from '@marketplace/domain';
import { revokedTokens, users } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import { isSelfAuthenticating } from '../../http/self-authenticating';
import { notifySessionsChanged } from '../../services/message-events';
import {
  staffRoleOf,
  type AuthUser,
  type TokenClaims,
  type TokenService,
} from '../../services/auth-types';
import { VerifiedTokenCache } from './verified-token-cache';

/** DESIGN: HS256 JWT with sub, iat, exp (seconds), jti; lifetime 12 h. */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

/**
 * DESIGN "Rendering and the session": the name of the cookie that carries the session token beside
 * the browser's stored one. It is read only by the server's page rendering (sessionFromCookie) and
 * never authenticates an API request: `request.user` comes from the bearer header alone.
 */
export const SESSION_COOKIE = 'session';

/** Every answer of this route (204, 401, anything) clears the session cookie. */
const LOGOUT_ROUTE = 'POST /api/auth/logout';

/** The largest PostgreSQL `integer`: user ids and token versions are int4 columns. */
const MAX_INT4 = 2_147_483_647;

export interface AuthService extends TokenService {
  /** Resolves a bearer token to its user, or null when it is invalid, expired or revoked. */
  authenticate(token: string): Promise<AuthUser | null>;
  /** Revokes the user's token (its jti) and closes its event streams in every process. */
  revoke(user: AuthUser): Promise<void>;
  /** The signed-in user, or a 401 error. */
  requireUser(request: FastifyRequest): AuthUser;
  /** The verified claims of a self-authenticating route, or a 401 error. */
  requireClaims(request: FastifyRequest): TokenClaims;
  /**
   * For the server's page rendering only, never for an API request: the user and token of the
   * request's `session` cookie, checked exactly as a bearer token is (authenticate(): signature,
   * expiry, token version, revoked jti). Null when the cookie is absent, malformed, forged,
   * expired, revoked (logout) or superseded (password change or reset); the renderer may then
   * drop it with clearSessionCookie(reply).
   */
  sessionFromCookie(request: FastifyRequest): Promise<{ user: AuthUser; token: string } | null>;
  /**
   * Sets the `session` cookie carrying a token this server just issued (HttpOnly, SameSite=Lax,
   * Path=/, Secure when APP_URL is https, Max-Age the token's remaining lifetime).
   */
  setSessionCookie(reply: FastifyReply, token: string): Promise<void>;
  /** Tells the browser to drop the `session` cookie (same attributes, Max-Age=0). */
  clearSessionCookie(reply: FastifyReply): void;
}

/**
 * Drops the browser's `session` cookie with this answer: for page rendering when
 * `app.auth.sessionFromCookie(request)` found the cookie dead.
 */
export function clearSessionCookie(reply: FastifyReply): FastifyReply {
  reply.server.auth.clearSessionCookie(reply);
  return reply;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
  interface FastifyRequest {
    /** Set from a valid bearer token on every request; null when absent or invalid. */
    user: AuthUser | null;
    /** The bearer token's verified claims (set even when the user lookup is deferred). */
    claims: TokenClaims | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export interface AuthOptions {
  secret: Uint8Array;
  /** The session cookie's Secure attribute: true exactly when APP_URL is https. */
  secureCookie: boolean;
}

export default fp(
  async function auth(app: FastifyInstance, options: AuthOptions) {
    const { secret } = options;
    const verified = new VerifiedTokenCache<TokenClaims>();
    const cookieAttributes: CookieSerializeOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookie,
    };

    async function verify(token: string): Promise<TokenClaims | null> {
      const cached = verified.get(token, Date.now());
      if (cached !== undefined) return cached;
      let claims: TokenClaims | null = null;
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        // Every claim must fit the columns it is compared with (int4 ids and versions), so a
        // validly signed but odd token is invalid (401), never a failing query.
        const { sub, jti, exp, ver } = payload;
        if (
          typeof sub === 'string' &&
          /^[1-9][0-9]{0,9}$/.test(sub) &&
          Number(sub) <= MAX_INT4 &&
          typeof jti === 'string' &&
          /^[A-Za-z0-9_-]{1,64}$/.test(jti) &&
          typeof exp === 'number' &&
          Number.isSafeInteger(exp) &&
          typeof ver === 'number' &&
          Number.isInteger(ver) &&
          ver >= 0 &&
          ver <= MAX_INT4
        ) {
          claims = { userId: Number(sub), jti, exp, version: ver };
        }
      } catch {
        claims = null;
      }
      // Only valid signatures are remembered, until their own expiry.
      if (claims) verified.set(token, claims, claims.exp * 1000);
      return claims;
    }

    const tokenIsCurrent = (claims: TokenClaims) =>
      and(
        eq(users.id, claims.userId),
        eq(users.tokenVersion, claims.version),
        // A suspended or banned account's tokens stop working at once (services/moderation.ts).
        isNull(users.restriction),
        sql`not exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.jti})`,
      );

    async function loadUser(claims: TokenClaims): Promise<AuthUser | null> {
      const [row] = await app.db
        .select({
          id: users.id,
          email: users.email,
          fullName: users.fullName,
          userType: users.userType,
          staffRole: users.staffRole,
        })
        .from(users)
        .where(tokenIsCurrent(claims))
        .limit(1);
      if (!row) return null;
      return {
        ...row,
        userType: normalizeUserType(row.userType),
        staffRole: staffRoleOf(row.staffRole),
        jti: claims.jti,
        exp: claims.exp,
      };
    }

    const service: AuthService = {
      async issueToken(user) {
        return new SignJWT({ ver: user.tokenVersion })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(String(user.id))
          .setIssuedAt()
          .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
          .setJti(randomUUID())
          .sign(secret);
      },

      async authenticate(token) {
        const claims = await verify(token);
        return claims ? loadUser(claims) : null;
      },

      async revoke(user) {
        await app.db.transaction(async (tx) => {
          await tx
            .insert(revokedTokens)
            .values({ jti: user.jti, expiresAt: new Date(user.exp * 1000) })
            .onConflictDoNothing();
          await notifySessionsChanged(tx, user.id);
        });
        app.unreadCounts.invalidateToken(user.jti);
      },

      sessionsChanged: (userId, db) => notifySessionsChanged(db, userId),

      requireUser(request) {
        if (!request.user) throw unauthorized();
        return request.user;
      },

      requireClaims(request) {
        if (!request.claims) throw unauthorized();
        return request.claims;
      },

      async sessionFromCookie(request) {
        const cookies = request.cookies ?? app.parseCookie(request.headers.cookie ?? '');
        const token = cookies[SESSION_COOKIE];
        if (!token) return null;
        const user = await service.authenticate(token);
        return user ? { user, token } : null;
      },

      async setSessionCookie(reply, token) {
        const claims = await verify(token);
        if (!claims) throw new Error('a session cookie carries only a token this server signed');
        // The token's exp is set from the real clock (jose), so its remaining lifetime is too.
        const maxAge = Math.max(0, claims.exp - Math.floor(Date.now() / 1000));
        reply.setCookie(SESSION_COOKIE, token, { ...cookieAttributes, maxAge });
      },

      clearSessionCookie(reply) {
        reply.clearCookie(SESSION_COOKIE, cookieAttributes);
      },

      tokenIsCurrent,
    };

    app.decorate('auth', service);
    app.decorateRequest('user', null);
    app.decorateRequest('claims', null);
    app.addHook('onRequest', async (request, reply) => {
      // Logout ends the cookie whatever it answers, so a browser whose token already died (401)
      // loses it too; set first, so an answer from any later check carries it.
      if (`${request.method} ${request.routeOptions.url ?? ''}` === LOGOUT_ROUTE) {
        service.clearSessionCookie(reply);
      }
      // Only the bearer header signs a request in; the session cookie never does.
      const token = bearerToken(request);
      if (!token) return;
      request.claims = await verify(token);
      if (request.claims && !isSelfAuthenticating(request)) {
        request.user = await loadUser(request.claims);
      }
    });
  },
  { name: 'auth', dependencies: ['database', '@fastify/cookie'] },
);
