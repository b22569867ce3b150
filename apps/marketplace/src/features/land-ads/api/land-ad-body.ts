import { multipartBody, type LandAdForm } from '@marketplace/api-client';
import type { LandAdPayload } from '@marketplace/domain';

/** openapi.yaml OptionalYesNoText: 'true', 'false', or null (sent as '', "not given"). */
export const yesNoText = (value: boolean | null) =>
  value === null ? null : value ? ('true' as const) : ('false' as const);

/**
 * POST and PUT /api/ads: the fields as multipart text, `utilities` repeated once per utility
 * (openapi.yaml LandAdForm; none sent means none) and the new `images`.
 */
export function landAdBody(payload: LandAdPayload, images: readonly File[]): LandAdForm {
  const { ownership_registered, price_negotiable, ...fields } = payload;
  return multipartBody<LandAdForm>({
    ...fields,
    ownership_registered: yesNoText(ownership_registered),
    price_negotiable: yesNoText(price_negotiable),
    images,
  });
}
