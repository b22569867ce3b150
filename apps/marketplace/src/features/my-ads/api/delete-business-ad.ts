import type { ApiClient } from '@marketplace/api-client';
import { toResult } from '../../../lib/api-result';

/** DELETE /api/business-ads/{id}, from 'Moji oglasi'. */
export function deleteBusinessAd(api: ApiClient, id: number) {
  return toResult(api.DELETE('/api/business-ads/{id}', { params: { path: { id } } }));
}
