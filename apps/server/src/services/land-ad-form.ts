import { texts, validateLandAdForm, type LandType, type Utility } from '@marketplace/domain';
import { invalid } from './errors';

/** The fields of a land ad after parsing and validation (DESIGN: API decisions, land ads). */
export interface LandAdFields {
  title: string;
  description: string;
  price: number;
  area: number;
  countryId: number;
  cityId: number;
  landType: LandType;
  // The plot's facts (land facts), null where not given.
  cadastralMunicipality: string | null;
  parcelNumber: string | null;
  utilities: Utility[];
  zoning: string | null;
  ownershipRegistered: boolean | null;
  priceNegotiable: boolean;
}

export interface LandAdForm {
  fields: LandAdFields;
  images: Buffer[];
}

/** The `images` parts as they arrive: one value or several (the multipart plugin), or none. */
function imageParts(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Throws a 400 with a Serbian message for the first invalid field; the body is the raw form.
 * The rules are the web form's (spec §5), read the API's way: domain validateLandAdForm with
 * source 'api', facts included (`utilities` is a repeated multipart field: one value or several).
 * `existingImages` counts the images an edited ad already has (spec §5: 10 in all).
 */
export function parseLandAdForm(body: unknown, existingImages = 0): LandAdForm {
  const form = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const parts = imageParts(form.images);
  const result = validateLandAdForm(
    form,
    { existing: existingImages, added: parts.length },
    { source: 'api' },
  );
  if (!result.ok) throw invalid(result.error);
  // File parts come as Buffers; a text part named `images` is not a file: refuse it (DESIGN).
  if (!parts.every((part) => Buffer.isBuffer(part))) {
    throw invalid(texts.apiAds.landImagesNotFiles);
  }
  const ad = result.value;
  return {
    fields: {
      title: ad.title,
      description: ad.description,
      price: ad.price,
      area: ad.area,
      countryId: ad.country_id,
      cityId: ad.city_id,
      landType: ad.land_type,
      cadastralMunicipality: ad.cadastral_municipality,
      parcelNumber: ad.parcel_number,
      utilities: [...ad.utilities],
      zoning: ad.zoning,
      ownershipRegistered: ad.ownership_registered,
      priceNegotiable: ad.price_negotiable,
    },
    images: parts as Buffer[],
  };
}
