import type { ApiClient, BusinessAd } from '@marketplace/api-client';
import type { BusinessAdPayload } from '@marketplace/domain';
import { toResult } from '../../../lib/api-result';

/** PATCH /api/business-ads/{id} with JSON; empty optional numbers are sent as null (spec §5). */
export function updateBusinessAd(api: ApiClient, id: number, payload: BusinessAdPayload) {
  return toResult<BusinessAd>(
    api.PATCH('/api/business-ads/{id}', { params: { path: { id } }, body: payload }),
  );
}
