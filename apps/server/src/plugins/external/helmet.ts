import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of every answer: scripts from this origin only; images may come from
 * blob: URLs (upload previews) and data: URLs. A page adds the nonce of its own inline scripts
 * (`pageHelmet`); every other answer allows no inline script.
 */
const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const nonces = new WeakMap<ServerResponse, string>();

/** The nonce of a page answer's scripts: made on first use, the same for the whole answer. */
export function scriptNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

/**
 * The route option of the pages (app-pages.ts): the same headers, and a policy that allows the
 * inline scripts carrying the answer's nonce, new on every answer. Helmet's own `enableCSPNonces`
 * would put a nonce in `style-src` too, and a nonce there switches off `'unsafe-inline'` for the
 * style attributes the server's HTML carries.
 */
export const pageHelmet = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      ...directives,
      scriptSrc: [
        "'self'",
        (_request: unknown, response: ServerResponse) => `'nonce-${scriptNonce(response)}'`,
      ],
    },
  },
};

export interface SecurityHeadersOptions {
  /** Seconds for Strict-Transport-Security; 0 sends none (the server itself speaks plain HTTP). */
  hstsMaxAge: number;
}

/** The security headers of every answer (@fastify/helmet), and no cache for the API's answers. */
export default fp(
  async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives },
      // ASVS 3.4.1: behind a TLS-terminating proxy (HSTS_MAX_AGE), browsers keep to HTTPS.
      strictTransportSecurity:
        options.hstsMaxAge > 0 ? { maxAge: options.hstsMaxAge, includeSubDomains: true } : false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // The ads' photos may be shown by other origins (a mail client showing an alert's email).
      crossOriginResourcePolicy: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      // Helmet has no Permissions-Policy: the app asks for no camera, microphone or location.
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    });
    app.addHook('onSend', async (request, reply) => {
      // ASVS 14.3.2: API answers are personal or carry tokens unless a route says otherwise (the
      // public lists revalidate with their ETag, images are immutable), so no cache keeps them.
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('Cache-Control', 'no-store');
      }
    });
  },
  { name: 'security-headers' },
);
