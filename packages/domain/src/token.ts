// spec §3, §4, §5: the session token has three parts; the middle one is base64url JSON with an
// `exp` in seconds. Decoding uses atob + TextDecoder (both global in browsers and Node 16+), not
// Buffer, so the same code runs in the app and on the server.

function base64UrlToBytes(part: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(part) || part.length % 4 === 1) return undefined;
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** The decoded middle part of a three-part token, or undefined when it is not JSON of an object. */
export function decodeTokenPayload(
  token: string | null | undefined,
): Record<string, unknown> | undefined {
  if (typeof token !== 'string') return undefined;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  const bytes = base64UrlToBytes(parts[1]);
  if (!bytes) return undefined;
  try {
    const payload: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** spec §3: `exp` in seconds, or undefined when the token cannot be decoded or has no number exp. */
export function decodeTokenExp(token: string | null | undefined): number | undefined {
  const exp = decodeTokenPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
}

/**
 * spec §5: a token is expired when its exp is earlier than now, or when it cannot be decoded
 * (spec §4). Exactly at exp it is still valid ("earlier than").
 */
export function isTokenExpired(token: string | null | undefined, nowMs: number): boolean {
  const exp = decodeTokenExp(token);
  return exp === undefined || exp * 1000 < nowMs;
}
