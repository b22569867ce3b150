import type { ApiClient } from '@marketplace/api-client';
import { toResult } from '../../../lib/api-result';

/** DELETE /api/ads/{id} (soft delete on the server). */
export function deleteLandAd(api: ApiClient, id: number) {
  return toResult(api.DELETE('/api/ads/{id}', { params: { path: { id } } }));
}
