// A company's registration number, by the country of its register (location-data.ts ids): the
// number a business owner enters for the 'Verifikovana firma' check (openapi.yaml CompanyRequest).

/** How one country's number is written. */
export interface CompanyNumberRule {
  countryId: number;
  /** The number's local abbreviation, as forms and registers name it. */
  name: string;
  /** Exactly this many digits. */
  digits: number;
  /** The last digit is an ISO 7064 MOD 11,10 check digit over the digits before it. */
  checkDigit: boolean;
  /** A country prefix that may come before the digits (VAT style), or null. */
  prefix: string | null;
}

// Serbia: PIB, 9 digits, MOD 11,10. Croatia: OIB, 11 digits, MOD 11,10 (ISO 7064, as the tax
// administration specifies it). Bosnia and Herzegovina: JIB, 13 digits. Montenegro: PIB, 8 digits.
// North Macedonia: EDB, 13 digits; its VAT form 'MK4030…' is accepted too, and the prefix dropped.
const RULES: Readonly<Record<number, CompanyNumberRule>> = {
  1: { countryId: 1, name: 'PIB', digits: 9, checkDigit: true, prefix: null },
  2: { countryId: 2, name: 'OIB', digits: 11, checkDigit: true, prefix: null },
  3: { countryId: 3, name: 'JIB', digits: 13, checkDigit: false, prefix: null },
  4: { countryId: 4, name: 'PIB', digits: 8, checkDigit: false, prefix: null },
  5: { countryId: 5, name: 'EDB', digits: 13, checkDigit: false, prefix: 'MK' },
};

/** The rule of a country id (1–5), or null for any other id. */
export function companyNumberRule(countryId: number): CompanyNumberRule | null {
  return Object.hasOwn(RULES, countryId) ? (RULES[countryId] ?? null) : null;
}

/** ISO 7064 MOD 11,10: the check digit that follows `digits`. */
export function mod11_10CheckDigit(digits: string): number {
  let product = 10;
  for (const digit of digits) {
    let sum = (Number(digit) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10;
}

/**
 * The number as stored: spaces removed, the allowed prefix (any case) dropped, digits only. Null
 * when it does not follow the country's rule (length, digits, check digit) or the country is
 * unknown.
 */
export function normalizeCompanyNumber(countryId: number, value: string): string | null {
  const rule = companyNumberRule(countryId);
  if (!rule) return null;
  let number = value.replace(/\s+/g, '');
  if (rule.prefix && number.toUpperCase().startsWith(rule.prefix)) {
    number = number.slice(rule.prefix.length);
  }
  if (number.length !== rule.digits || !/^\d+$/.test(number)) return null;
  if (rule.checkDigit && mod11_10CheckDigit(number.slice(0, -1)) !== Number(number.slice(-1))) {
    return null;
  }
  return number;
}

/** Is `value` a well-formed registration number for the country (1–5)? */
export function validateCompanyNumber(countryId: number, value: string): boolean {
  return normalizeCompanyNumber(countryId, value) !== null;
}
