import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy: scripts from this origin only, plus the inline scripts named by
 * their hash (`'sha256-…'`: the app's page allows its own, static-app.ts); images may come from
 * blob: URLs (upload previews) and data: URLs.
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export interface SecurityHeadersOptions {
  /** Seconds for Strict-Transport-Security; 0 sends none (the server itself speaks plain HTTP). */
  hstsMaxAge: number;
}

export default fp(
  async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
    const hsts =
      options.hstsMaxAge > 0 ? `max-age=${options.hstsMaxAge}; includeSubDomains` : undefined;
    app.addHook('onSend', async (request, reply) => {
      // ASVS 14.3.2: API answers are personal or carry tokens unless a route says otherwise (the
      // public lists revalidate with their ETag, images are immutable), so no cache keeps them.
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('Cache-Control', 'no-store');
      }
      // ASVS 3.4.1: behind a TLS-terminating proxy (HSTS_MAX_AGE), browsers keep to HTTPS.
      if (hsts) reply.header('Strict-Transport-Security', hsts);
      // A route may allow its own inline scripts (the app's page); every other answer allows none.
      if (!reply.hasHeader('Content-Security-Policy')) {
        reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      }
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    });
  },
  { name: 'security-headers' },
);
