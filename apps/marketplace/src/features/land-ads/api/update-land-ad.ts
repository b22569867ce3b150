import {
  multipartBody,
  type ApiClient,
  type LandAd,
  type LandAdForm,
} from '@marketplace/api-client';
import type { LandAdPayload } from '@marketplace/domain';
import { toResult } from '../../../lib/api-result';

/** PUT /api/ads/{id}: multipart with the same fields plus the new images. */
export function updateLandAd(
  api: ApiClient,
  id: number,
  payload: LandAdPayload,
  images: readonly File[],
) {
  return toResult<LandAd>(
    api.PUT('/api/ads/{id}', {
      params: { path: { id } },
      body: multipartBody<LandAdForm>({ ...payload, images }),
    }),
  );
}
