// The texts of the page's frame (the top bar, the site's name, the access-denied page, the
// notices) and of the home page: every first page shows them, so they are a module of their own,
// apart from the screens' texts (texts.ts), which load with their screens.

import { localized, msg } from './i18n/localized';

// spec §2: top navigation bar and its narrow-screen menu.
export const navTexts = localized('nav', {
  home: 'Početna',
  realEstate: 'Nekretnine',
  business: 'Biznis',
  login: 'Prijava',
  register: 'Registracija',
  createLandAd: 'Postavi oglas',
  createBusinessAd: 'Postavi oglas za biznis',
  myAds: 'Moji oglasi',
  messages: 'Poruke',
  profile: 'Moj profil',
  logout: 'Odjavi se',
  // Staff only: the console at /admin.
  admin: 'Administracija',
} as const);

// spec §2, §6: account-type labels (menu, profile, access-denied page).
export const rolesTexts = localized('roles', {
  land_owner: 'Vlasnik zemljišta',
  business_owner: 'Vlasnik biznisa',
  investor: 'Investitor',
  fallback: 'Korisnik',
} as const);

// spec §2: home page, public and signed-in parts.
export const homeTexts = localized('home', {
  heroTitle: 'Nekretnine',
  viewRealEstate: 'Pogledaj nekretnine',
  viewBusinessAds: 'Pogledaj biznis oglase',
  offerRealEstate: 'Nekretnine',
  offerBusiness: 'Biznis oglasi',
  offerInvestments: 'Investicije',
  becomeInvestor: 'Postani investitor',
  registerFree: 'Registruj se besplatno',
  filtersToggle: 'Filters',
  // spec §2 names "a Reset button" without quotes; the word is kept as written.
  reset: 'Reset',
  noResults: 'Nema pronađenih oglasa',
  loadFailed: 'Failed to load ads',
  // Not quoted by the spec: the page title, the signed-in ads section and its land-ad grid (also
  // on /nekretnine).
  pageTitle: 'Nekretnine | Početna',
  landAdsTitle: 'Oglasi za zemljište',
  loadingAds: 'Učitavanje oglasa…',
  adsList: 'Oglasi',
  found: msg<[count: number]>('Pronađeno oglasa: {count}', 'count'),
  showMore: msg<[remaining: number]>('Prikaži još ({remaining})', 'remaining'),
  // Not quoted by the spec: past the search's counting bound (search-total.ts), the count and
  // the button say no exact number.
  foundMoreThan: msg<[count: string]>('Više od {count} oglasa', 'count'),
  showMoreOfMany: 'Prikaži još',
} as const);

// Not quoted by the spec: units after numbers (no-break space before the unit), as cards and ad
// pages show them: areas, prices per unit, and a business price's thousands and millions.
export const unitsTexts = localized('units', {
  squareMetres: msg<[area: string]>('{area}\u00a0m²', 'area'),
  ares: msg<[count: number, ares: string]>(
    '{count, plural, one {{ares}\u00a0ar} few {{ares}\u00a0ara} other {{ares}\u00a0ari}}',
    'count',
    'ares',
  ),
  hectares: msg<[hectares: string]>('{hectares}\u00a0ha', 'hectares'),
  perSquareMetre: msg<[price: string]>('{price}/m²', 'price'),
  perAre: msg<[price: string]>('{price}/ar', 'price'),
  thousands: msg<[amount: string]>('{amount}K\u00a0€', 'amount'),
  millions: msg<[amount: string]>('{amount}M\u00a0€', 'amount'),
} as const);

// Not quoted by the spec: every page's document title ends in the site's name.
export const siteTexts = localized('site', {
  name: 'Nekretnine',
  pageTitle: msg<[page: string]>('{page} | Nekretnine', 'page'),
  description: 'Tržište zemljišta i biznisa: vlasnici i investitori direktno, bez posrednika.',
} as const);

// Not quoted by the spec: short confirmations after an action, and the skip link.
export const feedbackTexts = localized('feedback', {
  landAdPublished: 'Oglas je objavljen',
  businessAdPublished: 'Oglas je objavljen',
  changesSaved: 'Izmene su sačuvane',
  adDeleted: 'Oglas je obrisan',
  skipToContent: 'Preskoči na glavni sadržaj',
} as const);

// spec §2, §6: access-denied page.
export const accessDeniedTexts = localized('accessDenied', {
  title: 'Pristup odbijen',
  landOwnersOnly: 'Samo vlasnici zemljišta mogu pristupiti ovoj stranici.',
  businessOwnersOnly: 'Samo vlasnici biznisa mogu pristupiti ovoj stranici.',
} as const);

// Not quoted by the spec: saved ads (the heart on cards and ad pages, and 'Sačuvani oglasi').
export const favoritesTexts = localized('favorites', {
  title: 'Sačuvani oglasi',
  save: 'Sačuvaj oglas',
  /** The ad page's labelled heart once the ad is saved (aria-pressed="true"). */
  saved: 'Sačuvano',
  remove: 'Ukloni iz sačuvanih',
  removeNamed: msg<[title: string]>('Ukloni iz sačuvanih: {title}', 'title'),
  saveFailed: 'Oglas nije sačuvan. Pokušajte ponovo.',
  removeFailed: 'Oglas nije uklonjen iz sačuvanih. Pokušajte ponovo.',
  loading: 'Učitavanje sačuvanih oglasa…',
  loadFailed: 'Greška pri učitavanju sačuvanih oglasa',
  empty: 'Nemate sačuvanih oglasa',
  emptyHint: 'Pritisnite srce na oglasu koji vas zanima i naći ćete ga ovde.',
  search: 'Pretražite oglase',
  deleted: 'Oglas je obrisan',
  /** The footer of a deleted saved ad's card, instead of 'Pogledaj detalje'. */
  deletedNote: 'Oglas više nije dostupan.',
  total: 'Ukupno sačuvanih',
} as const);

// Not quoted by the spec: the site's footer on every page (terms of use and contact).
export const footerTexts = localized('footer', {
  label: 'Podnožje sajta',
  terms: 'Uslovi korišćenja',
  contact: 'Kontakt',
} as const);
