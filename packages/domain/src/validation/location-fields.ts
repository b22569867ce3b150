import { isCityInCountry } from '../locations';
import { texts } from '../texts';
import { parseId, type FormValue } from './result';

/**
 * spec §5: country and city must be numeric ids from the lists ('Molimo izaberite državu i grad iz
 * liste. (ID mora biti broj)'). A city that is not in the chosen country is not "from the list"
 * either (spec §3: city ids encode their country), so it gets the same message.
 */
export function parseLocation(
  countryId: FormValue,
  cityId: FormValue,
): { countryId: number; cityId: number } | { error: string } {
  const country = parseId(countryId);
  const city = parseId(cityId);
  if (country === undefined || city === undefined || !isCityInCountry(city, country)) {
    return { error: texts.landAd.invalidLocation };
  }
  return { countryId: country, cityId: city };
}
