import {
  companyTexts,
  getCountry,
  invalid,
  isBlank,
  texts,
  normalizeCompanyNumber,
  valid,
  type ValidationResult,
} from '@marketplace/domain';
import type { CompanyRequest } from '../api/company';

export interface CompanyFormValues {
  /** The select's value: a country id as text, '' before one is chosen. */
  country_id: string;
  registration_number: string;
  name: string;
}

/** openapi.yaml CompanyRequest: the name's bound. */
export const COMPANY_NAME_MAX = 200;

const text = companyTexts;

/**
 * The company form's check, in the order of its fields: a country of the five, a number that
 * follows that country's rule (the server's own check, domain company-numbers.ts), then a name.
 */
export function validateCompanyForm(values: CompanyFormValues): ValidationResult<CompanyRequest> {
  const country = getCountry(values.country_id);
  if (!country) return invalid(texts.recovery.fieldRequired(text.country), 'country_id');
  const number = values.registration_number.trim();
  if (number === '') {
    return invalid(texts.recovery.fieldRequired(text.registrationNumber), 'registration_number');
  }
  // Sent as the server stores it (spaces and a VAT prefix dropped), so a spaced-out number does
  // not exceed the contract's 20 characters.
  const normalized = normalizeCompanyNumber(country.id, number);
  if (normalized === null) return invalid(text.invalidNumber, 'registration_number');
  const name = values.name.trim();
  if (isBlank(name)) return invalid(texts.recovery.fieldRequired(text.name), 'name');
  if (name.length > COMPANY_NAME_MAX) {
    return invalid(texts.recovery.fieldTooLong(text.name, COMPANY_NAME_MAX), 'name');
  }
  return valid({ country_id: country.id, registration_number: normalized, name });
}

/** The form's first values: the company as entered, or empty. */
export function companyFormValues(
  company: { country_id: number; registration_number: string; name: string } | null,
): CompanyFormValues {
  return company
    ? {
        country_id: String(company.country_id),
        registration_number: company.registration_number,
        name: company.name,
      }
    : { country_id: '', registration_number: '', name: '' };
}
