import { isLandType, type LandType } from '../land-types';
import { texts } from '../texts';
import { validateImageCount } from './images';
import { parseLocation } from './location-fields';
import {
  invalid,
  isBlank,
  parseNumber,
  valid,
  type FormValue,
  type ValidationResult,
} from './result';

export interface LandAdFormValues {
  readonly title: string;
  readonly description?: string | null;
  readonly price: FormValue;
  readonly area: FormValue;
  readonly country_id: FormValue;
  readonly city_id: FormValue;
  readonly land_type: string;
}

/** spec §7: the text fields of the land-ad multipart body (images travel beside them). */
export interface LandAdPayload {
  readonly title: string;
  readonly description: string;
  readonly price: number;
  readonly area: number;
  readonly country_id: number;
  readonly city_id: number;
  readonly land_type: LandType;
}

export interface LandAdImageCounts {
  /** Images already stored on the ad (edit only; spec §5). */
  readonly existing?: number;
  /** Images picked in this form. */
  readonly added: number;
}

/**
 * spec §5 (create and edit land ad). The spec names two messages: numeric country/city ids and
 * the 10-image limit (existing + new on edit). The other fields are required inputs in the form;
 * when one is empty or not a number the general 'Molimo popunite sva obavezna polja' is used, as
 * on the business form, since the spec gives land ads no message of their own for it.
 */
export function validateLandAdForm(
  values: LandAdFormValues,
  images: LandAdImageCounts,
): ValidationResult<LandAdPayload> {
  const price = parseNumber(values.price);
  const area = parseNumber(values.area);
  if (
    isBlank(values.title) ||
    price === undefined ||
    area === undefined ||
    !isLandType(values.land_type)
  ) {
    return invalid(texts.businessAdForm.requiredFields);
  }
  const location = parseLocation(values.country_id, values.city_id);
  if ('error' in location) return invalid(location.error);
  const count = validateImageCount(images.existing ?? 0, images.added);
  if (!count.ok) return count;
  return valid({
    title: values.title.trim(),
    description: values.description?.trim() ?? '',
    price,
    area,
    country_id: location.countryId,
    city_id: location.cityId,
    land_type: values.land_type,
  });
}
