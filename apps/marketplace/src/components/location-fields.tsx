import { citiesOf, COUNTRIES, texts } from '@marketplace/domain';
import { Select } from '@marketplace/ui';
import type { FieldBinder } from '../lib/domain-form';
import * as css from './page.css';

// Built when shown, so the names are in the current language.
const countryOptions = () =>
  COUNTRIES.map((country) => ({
    value: String(country.id),
    label: country.name,
  }));

/** spec §2: the city list follows the chosen country (empty until one is chosen). */
const cityOptions = (countryId: string) =>
  citiesOf(countryId).map((city) => ({ value: String(city.id), label: city.name }));

/** spec §2: an ad's country and city, side by side, in the land and the business form alike. */
export function LocationFields({
  form,
  countryId,
}: {
  /** The ad's form, which holds `country_id` and `city_id`. */
  form: FieldBinder<'country_id' | 'city_id'>;
  /** The country chosen now ('' when none). */
  countryId: string;
}) {
  return (
    <div className={css.formRow}>
      <Select
        label={texts.ads.country}
        required
        placeholder={texts.ads.countryPlaceholder}
        options={countryOptions()}
        // spec §2: changing the country clears the city.
        {...form.select('country_id', () => form.set('city_id', ''))}
      />
      <Select
        label={texts.ads.city}
        required
        placeholder={texts.ads.cityPlaceholder}
        options={cityOptions(countryId)}
        // spec §2: the city is enabled only after a country is chosen.
        disabled={countryId === ''}
        {...form.select('city_id')}
      />
    </div>
  );
}
