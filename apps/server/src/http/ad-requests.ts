import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdStatus, texts } from '@marketplace/domain';
import { HttpError } from './errors';

/** Who is looking at an ad page, as services/ad-views.ts counts them. */
export const viewerIdentity = (request: FastifyRequest): { userId: number | null; ip: string } => ({
  userId: request.user?.id ?? null,
  ip: request.ip,
});

/** A domain check of a request body: its Serbian message when the body fails it. */
export type BodyCheck = (
  body: Record<string, unknown>,
) => { ok: true } | { ok: false; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** openapi.yaml AdStatusRequest: anything but the three statuses is texts.apiAds.invalidStatus. */
export const statusCheck: BodyCheck = (body) =>
  isAdStatus(body.status) ? { ok: true } : { ok: false, error: texts.apiAds.invalidStatus };

/**
 * Runs the domain's checks of the fields beyond spec §7 (land facts, business financials, the ad
 * status) before the contract's validation, so a wrong value is answered with the domain's own
 * Serbian message (validateLandFacts, validateBusinessFinancials, texts.apiAds.invalidStatus)
 * instead of the contract's generic one. Keys are 'METHOD /route/:param'. A missing body, a
 * body that is not an object (except for a status) and the other fields are left to the contract.
 */
export function checkBodiesFirst(app: FastifyInstance, checks: Record<string, BodyCheck>): void {
  app.addHook('preValidation', async (request) => {
    const check = checks[`${request.method} ${request.routeOptions.url ?? ''}`];
    const body: unknown = request.body;
    if (!check || body === undefined) return;
    if (!isRecord(body)) {
      if (check === statusCheck) throw new HttpError(400, texts.apiAds.invalidStatus);
      return;
    }
    const result = check(body);
    if (!result.ok) throw new HttpError(400, result.error);
  });
}
