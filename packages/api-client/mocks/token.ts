// Mock session tokens look like the server's JWTs (three base64url parts, exp in seconds) because
// the app decodes the middle part to check expiry (spec §3, §4). The signature is not real.
const TWELVE_HOURS = 12 * 60 * 60;

const base64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export interface MockTokenOptions {
  /** Seconds until exp; negative for an already expired token. Default 12 hours. */
  expiresInSeconds?: number;
  /** Current time in milliseconds. Default Date.now(). */
  now?: number;
}

export function createMockToken(userId: number, options: MockTokenOptions = {}): string {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const exp = iat + (options.expiresInSeconds ?? TWELVE_HOURS);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({ sub: String(userId), iat, exp, jti: `mock-${userId}-${iat}` }),
  );
  return `${header}.${payload}.bW9jay1zaWduYXR1cmU`;
}

/** The user id of a mock token that has not expired, or null. */
export function readMockToken(token: string, now = Date.now()): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { sub?: unknown; exp?: unknown };
    const userId = Number(claims.sub);
    if (!Number.isInteger(userId) || typeof claims.exp !== 'number') return null;
    return claims.exp * 1000 > now ? userId : null;
  } catch {
    return null;
  }
}
