import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { and, eq, sql } from 'drizzle-orm';
import { normalizeUserType } from '@marketplace/domain';
import { revokedTokens, users } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import { isSelfAuthenticating } from '../../http/self-authenticating';
import { notifySessionsChanged } from '../../services/message-events';
import type { AuthUser, TokenClaims, TokenService } from '../../services/auth-types';
import { VerifiedTokenCache } from './verified-token-cache';

/** DESIGN: HS256 JWT with sub, iat, exp (seconds), jti; lifetime 12 h. */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

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

export default fp(
  async function auth(app: FastifyInstance, options: { secret: Uint8Array }) {
    const { secret } = options;
    const verified = new VerifiedTokenCache<TokenClaims>();

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
        sql`not exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.jti})`,
      );

    async function loadUser(claims: TokenClaims): Promise<AuthUser | null> {
      const [row] = await app.db
        .select({
          id: users.id,
          email: users.email,
          fullName: users.fullName,
          userType: users.userType,
        })
        .from(users)
        .where(tokenIsCurrent(claims))
        .limit(1);
      if (!row) return null;
      return {
        ...row,
        userType: normalizeUserType(row.userType),
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

      tokenIsCurrent,
    };

    app.decorate('auth', service);
    app.decorateRequest('user', null);
    app.decorateRequest('claims', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      if (!token) return;
      request.claims = await verify(token);
      if (request.claims && !isSelfAuthenticating(request)) {
        request.user = await loadUser(request.claims);
      }
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
