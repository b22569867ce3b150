import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy: scripts from this origin only, plus, on a page, the inline scripts
 * that carry its nonce (the framework writes them, app-pages.ts); images may come from blob: URLs
 * (upload previews) and data: URLs.
 */
export function contentSecurityPolicy({ nonce }: { nonce?: string } = {}): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
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
      // A page allows the scripts of its nonce (app-pages.ts); every other answer allows none.
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
