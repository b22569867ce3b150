// Story-only ads shaped like the API's LandAd and BusinessAd (spec §3).
export const sampleLandAd = {
  id: 7,
  title: 'Poljoprivredno zemljište kod Novog Sada',
  price: 45000,
  area: 12500,
  country_id: 1,
  city_id: 102,
  land_type: 'agricultural',
  author_name: 'Marko Petrović',
  created_at: '2024-11-05T12:07:00Z',
  deleted: false,
};

export const sampleBusinessAd = {
  id: 12,
  title: 'Restoran sa baštom u centru grada',
  description:
    'Uhodan restoran sa 80 mesta i letnjom baštom, stalnom klijentelom i kompletnom opremom kuhinje. Prodaje se zbog preseljenja vlasnika.',
  price: 350000,
  business_type: 'restaurant_hospitality',
  country_id: 2,
  city_id: 201,
  annual_revenue: 420000,
  employee_count: 12,
  established_year: 2009,
  author_name: 'Jelena Jovanović',
  deleted: false,
};
