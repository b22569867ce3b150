import { isBusinessType, type BusinessType } from '../business-types';
import { MIN_FOUNDING_YEAR } from '../constants';
import {
  AD_DESCRIPTION_MAX_LENGTH,
  AD_TITLE_MAX_LENGTH,
  AMOUNT_MAX,
  EMPLOYEE_COUNT_MAX,
  formatBound,
} from '../form-limits';
import { texts } from '../texts';
import {
  validateBusinessFinancials,
  type BusinessFinancials,
  type BusinessFinancialsValues,
} from './business-financials';
import { validateImageCount } from './images';
import { parseLocation } from './location-fields';
import {
  invalid,
  isBlank,
  parseNumber,
  parseOptionalNumber,
  valid,
  type FormValue,
  type ValidationResult,
} from './result';

export interface BusinessAdFormValues extends BusinessFinancialsValues {
  readonly title: string;
  readonly description?: string | null;
  readonly price: FormValue;
  readonly business_type: string;
  readonly country_id: FormValue;
  readonly city_id: FormValue;
  readonly annual_revenue?: FormValue;
  readonly employee_count?: FormValue;
  readonly established_year?: FormValue;
}

/** spec §7: the fields of POST (multipart) and PATCH /api/business-ads, and the financials. */
export interface BusinessAdPayload extends BusinessFinancials {
  readonly title: string;
  readonly description: string;
  readonly price: number;
  readonly business_type: BusinessType;
  readonly country_id: number;
  readonly city_id: number;
  readonly annual_revenue: number | null;
  readonly employee_count: number | null;
  readonly established_year: number | null;
}

export interface BusinessAdValidationOptions {
  /** spec §9: the founding year runs to the current year; injectable for tests. */
  readonly currentYear?: number;
}

type Mode = 'create' | 'edit';

const tooLong = (label: string, max: number) => texts.recovery.fieldTooLong(label, max);
const tooLarge = (label: string, max: number) =>
  texts.recovery.numberTooLarge(label, formatBound(max));

function validateFields(
  values: BusinessAdFormValues,
  mode: Mode,
  options: BusinessAdValidationOptions,
): ValidationResult<BusinessAdPayload> {
  const text = texts.businessAdForm;
  // spec §5: create requires the description too; edit does not.
  const descriptionMissing = mode === 'create' && isBlank(values.description);
  const price = parseNumber(values.price);
  if (
    isBlank(values.title) ||
    descriptionMissing ||
    price === undefined ||
    !isBusinessType(values.business_type) ||
    isBlank(values.country_id) ||
    isBlank(values.city_id)
  ) {
    return invalid(text.requiredFields);
  }
  const title = values.title.trim();
  if (title.length > AD_TITLE_MAX_LENGTH) {
    return invalid(tooLong(texts.ads.title, AD_TITLE_MAX_LENGTH), 'title');
  }
  const description = values.description?.trim() ?? '';
  if (description.length > AD_DESCRIPTION_MAX_LENGTH) {
    return invalid(tooLong(text.description, AD_DESCRIPTION_MAX_LENGTH), 'description');
  }
  const location = parseLocation(values.country_id, values.city_id);
  if ('error' in location) return invalid(text.invalidLocation, 'city_id');

  // spec §5: price and revenue are at least 0; employees at least 0; year 1900..current year.
  // openapi.yaml: price and revenue at most AMOUNT_MAX, employees at most EMPLOYEE_COUNT_MAX.
  if (price < 0) return invalid(text.negativeAmount, 'price');
  if (price > AMOUNT_MAX) return invalid(tooLarge(texts.ads.price, AMOUNT_MAX), 'price');
  const revenue = parseOptionalNumber(values.annual_revenue);
  if (revenue === 'invalid' || (revenue !== null && revenue < 0)) {
    return invalid(text.negativeAmount, 'annual_revenue');
  }
  if (revenue !== null && revenue > AMOUNT_MAX) {
    return invalid(tooLarge(text.annualRevenue, AMOUNT_MAX), 'annual_revenue');
  }
  const employees = parseOptionalNumber(values.employee_count);
  if (
    employees === 'invalid' ||
    (employees !== null && !(Number.isInteger(employees) && employees >= 0))
  ) {
    return invalid(text.invalidEmployeeCount, 'employee_count');
  }
  if (employees !== null && employees > EMPLOYEE_COUNT_MAX) {
    return invalid(tooLarge(text.employeeCount, EMPLOYEE_COUNT_MAX), 'employee_count');
  }
  const currentYear = options.currentYear ?? new Date().getFullYear();
  const year = parseOptionalNumber(values.established_year);
  if (
    year === 'invalid' ||
    (year !== null && !(Number.isInteger(year) && year >= MIN_FOUNDING_YEAR && year <= currentYear))
  ) {
    return invalid(text.foundingYearOutOfRange, 'established_year');
  }
  const financials = validateBusinessFinancials(values);
  if (!financials.ok) return financials;

  // spec §5 (edit): title and description are trimmed; empty optional numbers are sent as null.
  return valid({
    ...financials.value,
    title,
    description,
    price,
    business_type: values.business_type,
    country_id: location.countryId,
    city_id: location.cityId,
    annual_revenue: revenue,
    employee_count: employees,
    established_year: year,
  });
}

/**
 * spec §5 (create business ad): title, description, price, type, country and city required;
 * numeric location ids; optional revenue, employees and founding year in range; at most 10 images.
 */
export function validateBusinessAdCreate(
  values: BusinessAdFormValues,
  imageCount: number,
  options: BusinessAdValidationOptions = {},
): ValidationResult<BusinessAdPayload> {
  const fields = validateFields(values, 'create', options);
  if (!fields.ok) return fields;
  const images = validateImageCount(0, imageCount);
  return images.ok ? fields : invalid(texts.businessAdForm.tooManyImages);
}

/**
 * spec §5 (edit business ad): title, price, country, city and type required (description may be
 * empty); same ranges as create; no images on this form (spec §2).
 */
export function validateBusinessAdEdit(
  values: BusinessAdFormValues,
  options: BusinessAdValidationOptions = {},
): ValidationResult<BusinessAdPayload> {
  return validateFields(values, 'edit', options);
}
