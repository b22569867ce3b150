import {
  multipartBody,
  type ApiClient,
  type BusinessAd,
  type BusinessAdForm,
} from '@marketplace/api-client';
import type { BusinessAdPayload } from '@marketplace/domain';
import { toResult } from '../../../lib/api-result';

/** POST /api/business-ads: multipart; empty optional numbers travel as '' (not given). */
export function createBusinessAd(
  api: ApiClient,
  payload: BusinessAdPayload,
  images: readonly File[],
) {
  return toResult<BusinessAd>(
    api.POST('/api/business-ads', { body: multipartBody<BusinessAdForm>({ ...payload, images }) }),
  );
}
