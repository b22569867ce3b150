import { fillText } from './fill-text';
import { texts } from './texts';

// The request fields of the contract's forms (openapi.yaml: the ad forms, registration, passwords,
// messages), named as their forms label them, so a refusal says 'Naslov', never 'title'. Read
// when asked, so a label is in the current language.
const fieldLabels = (): Readonly<Record<string, string>> => ({
  title: texts.ads.title,
  description: texts.ads.description,
  price: texts.adPage.price,
  area: texts.landAd.area,
  country_id: texts.ads.country,
  city_id: texts.ads.city,
  land_type: texts.landAd.landType,
  business_type: texts.businessAdForm.businessType,
  annual_revenue: texts.businessAdForm.annualRevenue,
  employee_count: texts.businessAdForm.employeeCount,
  established_year: texts.businessAdForm.foundingYear,
  full_name: texts.auth.fullName,
  email: texts.auth.email,
  password: texts.auth.password,
  newPassword: texts.auth.newPassword,
  content: texts.messages.yourMessage,
  message: texts.messages.yourMessage,
});

/** The form label of a contract field ('title' → 'Naslov'), or undefined for any other name. */
export function contractFieldLabel(field: string): string | undefined {
  const labels = fieldLabels();
  return Object.hasOwn(labels, field) ? labels[field] : undefined;
}

/** Which bound of the contract a value broke (Ajv's keyword), and the bound itself. */
export type FieldRefusal =
  | { readonly keyword: 'required' }
  | { readonly keyword: 'maxLength' | 'minLength' | 'maximum' | 'minimum'; readonly limit: number }
  | { readonly keyword: 'other' };

/** The Serbian message of a refused field, named by its label, with the bound it broke. */
export function fieldRefusalMessage(label: string, refusal: FieldRefusal): string {
  const text = texts.apiFields;
  switch (refusal.keyword) {
    case 'required':
      return fillText(text.required, { label });
    case 'maxLength':
      return text.tooLong(label, refusal.limit);
    case 'minLength':
      // At least one character: the field is simply required.
      return refusal.limit <= 1
        ? fillText(text.required, { label })
        : text.tooShort(label, refusal.limit);
    case 'maximum':
      return fillText(text.tooLarge, { label, limit: refusal.limit });
    case 'minimum':
      return fillText(text.tooSmall, { label, limit: refusal.limit });
    default:
      return fillText(text.invalid, { label });
  }
}
