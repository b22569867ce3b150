import { isLandType, type LandType } from '../land-types';
import { texts } from '../texts';
import { validateImageCount } from './images';
import { validateLandFacts, type LandFacts, type LandFactsValues } from './land-facts';
import { parseLocation } from './location-fields';
import {
  invalid,
  isBlank,
  parseNumber,
  valid,
  type FormValue,
  type ValidationResult,
} from './result';

export interface LandAdFormValues extends LandFactsValues {
  readonly title: string;
  readonly description?: string | null;
  readonly price: FormValue;
  readonly area: FormValue;
  readonly country_id: FormValue;
  readonly city_id: FormValue;
  readonly land_type: string;
}

/** spec §7: the text fields of the land-ad multipart body (images travel beside them). */
export interface LandAdPayload extends LandFacts {
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

/** The land-ad form as the API receives it (multipart text), before anything is trusted. */
export type LandAdRawValues = { readonly [K in keyof LandAdFormValues]?: unknown };

export interface LandAdValidationOptions {
  /**
   * Whose reading of the form applies. 'form' (the default) is the web form's (spec §5): its
   * controls yield text or numbers, and an empty or non-numeric field gets the general
   * required-fields message. 'api' is the server's reading of the raw multipart fields of
   * POST and PUT /api/ads (openapi.yaml LandAdForm): decimals and ids must match the contract's
   * patterns (never a looser `Number('')` = 0), price and area must be above 0, and each field
   * has its own message.
   */
  readonly source?: 'form' | 'api';
}

// openapi.yaml DecimalText, and an id of at most nine digits without a leading zero; the
// contract's own patterns ran before, these are repeated so a looser schema is never trusted.
const DECIMAL_TEXT = /^[0-9]{1,12}(?:[.][0-9]{1,2})?$/;
const ID_TEXT = /^[1-9][0-9]{0,8}$/;

/** The fields checked before the location, and the location still to check. */
interface CheckedFields {
  readonly title: string;
  readonly description: string;
  readonly price: number;
  readonly area: number;
  readonly landType: LandType;
  readonly countryId: FormValue;
  readonly cityId: FormValue;
}

/**
 * spec §5: the other fields are required inputs in the form; when one is empty or not a number
 * the general 'Molimo popunite sva obavezna polja' is used, as on the business form, since the
 * spec gives land ads no message of their own for it.
 */
function formFields(values: LandAdFormValues): ValidationResult<CheckedFields> {
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
  return valid({
    title: values.title.trim(),
    description: values.description?.trim() ?? '',
    price,
    area,
    landType: values.land_type,
    countryId: values.country_id,
    cityId: values.city_id,
  });
}

function positiveDecimal(value: unknown): number | undefined {
  if (typeof value !== 'string' || !DECIMAL_TEXT.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

const idText = (value: unknown): string | undefined =>
  typeof value === 'string' && ID_TEXT.test(value) ? value : undefined;

/** The API's reading: text fields only, the contract's patterns, one message per field. */
function apiFields(values: LandAdRawValues): ValidationResult<CheckedFields> {
  const text = texts.apiAds;
  const title = typeof values.title === 'string' ? values.title.trim() : '';
  if (!title) return invalid(text.titleRequired);
  const description = values.description ?? '';
  if (typeof description !== 'string') return invalid(text.invalidDescription);
  const price = positiveDecimal(values.price);
  if (price === undefined) return invalid(text.invalidPrice);
  const area = positiveDecimal(values.area);
  if (area === undefined) return invalid(text.invalidArea);
  if (!isLandType(values.land_type)) return invalid(text.invalidLandType);
  // An id that is not plain digits reaches parseLocation as "not chosen": same message.
  return valid({
    title,
    description: description.trim(),
    price,
    area,
    landType: values.land_type,
    countryId: idText(values.country_id),
    cityId: idText(values.city_id),
  });
}

/**
 * spec §5 (create and edit land ad). The spec names two messages: numeric country/city ids from
 * the lists (and the city must belong to the country) and the 10-image limit (existing + new on
 * edit). The web form and the server apply the same rules in the same order; `options.source`
 * says whose reading of the other fields applies (see LandAdValidationOptions).
 */
export function validateLandAdForm(
  values: LandAdFormValues,
  images: LandAdImageCounts,
  options?: LandAdValidationOptions & { readonly source?: 'form' },
): ValidationResult<LandAdPayload>;
export function validateLandAdForm(
  values: LandAdRawValues,
  images: LandAdImageCounts,
  options: LandAdValidationOptions & { readonly source: 'api' },
): ValidationResult<LandAdPayload>;
export function validateLandAdForm(
  values: LandAdFormValues | LandAdRawValues,
  images: LandAdImageCounts,
  options: LandAdValidationOptions = {},
): ValidationResult<LandAdPayload> {
  // The overloads tie the values' shape to the source.
  const fields =
    options.source === 'api' ? apiFields(values) : formFields(values as LandAdFormValues);
  if (!fields.ok) return fields;
  const { countryId, cityId, landType, ...rest } = fields.value;
  const location = parseLocation(countryId, cityId);
  if ('error' in location) return invalid(location.error);
  const facts = validateLandFacts(values);
  if (!facts.ok) return facts;
  const count = validateImageCount(images.existing ?? 0, images.added);
  if (!count.ok) return count;
  return valid({
    ...rest,
    ...facts.value,
    country_id: location.countryId,
    city_id: location.cityId,
    land_type: landType,
  });
}
