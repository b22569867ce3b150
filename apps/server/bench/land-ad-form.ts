import { citiesOf, COUNTRIES, LAND_TYPES } from '@marketplace/domain';

/**
 * The multipart body of the n-th land ad a benchmark posts: a valid form whose place, type, price
 * and area vary with n. `title` names it (each bench uses its own words, to tell its ads apart).
 */
export function landAdForm(n: number, title: string): { body: Buffer; contentType: string } {
  const boundary = `----bench${n}`;
  const country = COUNTRIES[n % COUNTRIES.length]!;
  const cities = citiesOf(country.id);
  const fields: Record<string, string> = {
    title,
    description: 'Parcela uz regionalni put, pogodna za voćnjak.',
    price: String(10_000 + (n % 100) * 500),
    area: String(500 + (n % 50) * 20),
    country_id: String(country.id),
    city_id: String(cities[n % cities.length]!.id),
    land_type: LAND_TYPES[n % LAND_TYPES.length]!,
  };
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
