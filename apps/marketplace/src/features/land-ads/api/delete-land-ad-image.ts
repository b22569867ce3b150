import type { ApiClient } from '@marketplace/api-client';
import { toResult } from '../../../lib/api-result';

/** DELETE /api/ads/{id}/images/{imageId}. */
export function deleteLandAdImage(api: ApiClient, id: number, imageId: number) {
  return toResult(
    api.DELETE('/api/ads/{id}/images/{imageId}', { params: { path: { id, imageId } } }),
  );
}
