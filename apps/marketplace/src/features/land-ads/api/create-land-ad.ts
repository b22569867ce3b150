import {
  multipartBody,
  type ApiClient,
  type LandAd,
  type LandAdForm,
} from '@marketplace/api-client';
import type { LandAdPayload } from '@marketplace/domain';
import { toResult } from '../../../lib/api-result';

/** POST /api/ads: multipart with the fields and repeated `images`. */
export function createLandAd(api: ApiClient, payload: LandAdPayload, images: readonly File[]) {
  return toResult<LandAd>(
    api.POST('/api/ads', { body: multipartBody<LandAdForm>({ ...payload, images }) }),
  );
}
