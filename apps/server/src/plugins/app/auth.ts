import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { and, eq, sql } from 'drizzle-orm';
import { normalizeUserType, type UserType } from '@marketplace/domain';
import { revokedTokens, users } from '../../db/schema';
import { unauthorized } from '../../http/errors';

/** DESIGN: HS256 JWT with sub, iat, exp (seconds), jti; lifetime 12 h. */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

export interface AuthUser {
  id: number;
  email: string;
  fullName: string;
  userType: UserType;
  jti: string;
  /** Expiry in seconds since the epoch. */
  exp: number;
}

export interface AuthService {
  issueToken(user: { id: number; tokenVersion: number }): Promise<string>;
  /** Resolves a bearer token to its user, or null when it is invalid, expired or revoked. */
  authenticate(token: string): Promise<AuthUser | null>;
  revoke(user: AuthUser): Promise<void>;
  /** The signed-in user, or a 401 error. */
  requireUser(request: FastifyRequest): AuthUser;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
  interface FastifyRequest {
    /** Set from a valid bearer token on every request; null when absent or invalid. */
    user: AuthUser | null;
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
        let payload;
        try {
          ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
        } catch {
          return null;
        }
        const id = Number(payload.sub);
        const { jti, exp } = payload;
        const version = payload.ver;
        if (!Number.isInteger(id) || !jti || !exp || typeof version !== 'number') return null;
        const [row] = await app.db
          .select({
            id: users.id,
            email: users.email,
            fullName: users.fullName,
            userType: users.userType,
          })
          .from(users)
          .where(
            and(
              eq(users.id, id),
              eq(users.tokenVersion, version),
              sql`not exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`,
            ),
          )
          .limit(1);
        if (!row) return null;
        return { ...row, userType: normalizeUserType(row.userType), jti, exp };
      },

      async revoke(user) {
        await app.db
          .insert(revokedTokens)
          .values({ jti: user.jti, expiresAt: new Date(user.exp * 1000) })
          .onConflictDoNothing();
      },

      requireUser(request) {
        if (!request.user) throw unauthorized();
        return request.user;
      },
    };

    app.decorate('auth', service);
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      request.user = token ? await service.authenticate(token) : null;
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
