import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdStatus, texts } from '@marketplace/domain';
import type { ViewerIdentity } from '../services/ad-views';
import { badRequest } from './errors';

/** Who is looking at an ad page, as services/ad-views.ts counts them. */
export const viewerIdentity = (request: FastifyRequest): ViewerIdentity => ({
  userId: request.user?.id ?? null,
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/**
 * PUT …/status (openapi.yaml AdStatusRequest): a body whose `status` is not one of the three
 * gets its own Serbian message (texts.apiAds.invalidStatus) instead of the contract's generic
 * one. Runs before the contract's validation; a missing body and unknown fields are left to it.
 */
export function refuseInvalidStatus(app: FastifyInstance, url: string): void {
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'PUT' || request.routeOptions.url !== url) return;
    const body: unknown = request.body;
    if (body === undefined) return;
    const status =
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as { status?: unknown }).status
        : undefined;
    if (!isAdStatus(status)) throw badRequest(texts.apiAds.invalidStatus);
  });
}
