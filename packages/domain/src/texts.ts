// Every user-facing text the spec quotes, grouped by screen and copied character for character.
// The spec wins over taste here: English leftovers ('Failed to load ads', 'Filters', 'resend') and
// odd wordings are kept on purpose (DESIGN: "Spec details kept on purpose").
// The screens' other texts (headings, field labels, links the spec describes without quoting) live
// here too, in the same groups, so no screen writes a text inline; a text with a value is a small
// function of it.

import { localized, msg } from './i18n/localized';
import {
  navTexts,
  rolesTexts,
  homeTexts,
  siteTexts,
  feedbackTexts,
  accessDeniedTexts,
  favoritesTexts,
  footerTexts,
} from './texts-frame';

export * from './texts-frame';

// Not quoted by the spec: the sort orders of the server-side search (home, /nekretnine, /business).
export const searchTexts = localized('search', {
  sorts: {
    newest: 'Najnovije',
    price_asc: 'Cena: od najniže',
    price_desc: 'Cena: od najviše',
    price_per_m2_asc: 'Cena po m²: od najniže',
    area_desc: 'Površina: od najveće',
    revenue_desc: 'Prihod: od najvećeg',
  },
  // Below md the filters open in a sheet from one button that counts the filters set.
  filtersButton: msg<[count: number]>(
    '{count, plural, =0 {Filteri} other {Filteri ({count})}}',
    'count',
  ),
  filtersSheetTitle: 'Filteri',
  showResults: 'Prikaži oglase',
  closeFilters: 'Zatvori filtere',
} as const);

// Not quoted by the spec: labels the land and business ad screens share (forms, detail pages).
export const adsTexts = localized('ads', {
  title: 'Naslov',
  price: 'Cena (€)',
  country: 'Država',
  countryPlaceholder: 'Izaberite državu',
  city: 'Grad',
  cityPlaceholder: 'Izaberite grad',
  description: 'Opis',
  location: 'Lokacija',
  imageAlt: msg<[title: string, position: number]>(
    '{title} – slika {position}',
    'title',
    'position',
  ),
} as const);

// spec §5, §8: login.
export const loginTexts = localized('login', {
  emailRequired: 'Email adresa je obavezna',
  passwordRequired: 'Lozinka je obavezna',
  captchaRequired: 'Molimo odgovorite na CAPTCHA pitanje',
  emailHint: 'Molimo unesite validnu email adresu',
  passwordHint: 'Lozinka mora imati najmanje 6 karaktera',
  failed: 'Greška pri prijavljivanju',
  networkError: 'Greška pri povezivanju sa serverom',
  captchaHint: 'Odgovorite na pitanje da bismo proverili da niste robot.',
  forgotPassword: 'Zaboravili ste lozinku?',
  noAccount: 'Nemate nalog?',
  registerLink: 'Registrujte se',
} as const);

// spec §5, §8: registration.
export const registerTexts = localized('register', {
  allFieldsRequired: 'Sva polja su obavezna',
  passwordsMismatch: 'Lozinke se ne poklapaju',
  failed: 'Registracija nije uspela',
  confirmPassword: 'Potvrdite lozinku',
  userType: 'Tip korisnika',
  submit: 'Registruj se',
  haveAccount: 'Već imate nalog?',
  loginLink: 'Prijavite se',
  successTitle: 'Registracija uspešna!',
  successText:
    'Poslali smo vam email sa linkom za verifikaciju. Otvorite ga da biste aktivirali nalog, pa se prijavite.',
} as const);

// spec §2, §8: email verification.
export const verifyEmailTexts = localized('verifyEmail', {
  resend: 'resend',
  tokenMissing: 'Verifikacioni token nije pronađen',
  failed: 'Greška pri verifikaciji email adrese',
  title: 'Verifikacija email adrese',
  verifying: 'Verifikujemo vašu email adresu…',
  successTitle: 'Email adresa je verifikovana!',
  successText: 'Vaš nalog je aktiviran. Sada se možete prijaviti.',
  failedTitle: 'Verifikacija nije uspela',
  validity: msg<[hours: number]>(
    'Link za verifikaciju važi {hours, plural, one {{hours} sat} few {{hours} sata} other {{hours} sati}}.',
    'hours',
  ),
  expiredHint: 'Ako je link istekao, zatražite novi.',
  // Not in the spec: DESIGN adds the resend form ('resend' opens it).
  resendFormLabel: 'Novi link za verifikaciju',
  resendSubmit: 'Pošalji novi link',
  resendSent:
    'Ako nalog sa ovom adresom postoji i nije verifikovan, poslali smo novi link za verifikaciju.',
  resendFailed: 'Slanje novog linka nije uspelo. Pokušajte ponovo.',
} as const);

// spec §8: forgot password.
export const forgotPasswordTexts = localized('forgotPassword', {
  failed: 'Greška pri slanju email-a',
  title: 'Zaboravljena lozinka',
  intro: 'Unesite email adresu naloga i poslaćemo vam link za postavljanje nove lozinke.',
  submit: 'Pošalji link',
  sentTitle: 'Proverite email',
  sentText:
    'Ako nalog sa ovom email adresom postoji, poslali smo vam link za resetovanje lozinke. Link važi jedan sat.',
} as const);

// spec §5, §8: reset password.
export const resetPasswordTexts = localized('resetPassword', {
  passwordsMismatch: 'Lozinke se ne poklapaju',
  passwordTooShort: 'Lozinka mora imati najmanje 6 karaktera',
  tokenMissing: 'Token za resetovanje lozinke nije pronađen',
  failed: 'Greška pri resetovanju lozinke',
  title: 'Postavite novu lozinku',
  confirmPassword: 'Potvrdite novu lozinku',
  submit: 'Sačuvaj novu lozinku',
  successTitle: 'Lozinka je promenjena!',
  successText: 'Sada se možete prijaviti sa novom lozinkom.',
  failedTitle: 'Resetovanje lozinke nije uspelo',
  linkExpired: 'Link je možda istekao ili je već iskorišćen.',
  requestNewLink: 'Zatražite novi link',
} as const);

// spec §2, §5, §8: profile and password change.
export const profileTexts = localized('profile', {
  title: 'Moj profil',
  notSet: 'Nije postavljeno',
  changePassword: 'Promeni lozinku',
  newPasswordsMismatch: 'Nova lozinka i potvrda lozinke se ne poklapaju',
  newPasswordTooShort: 'Nova lozinka mora imati najmanje 6 karaktera',
  changeFailed: 'Greška pri promeni lozinke. Pokušajte ponovo.',
  changeSucceeded: 'Lozinka je uspešno promenjena!',
  detailsTitle: 'Podaci o nalogu',
  accountType: 'Tip naloga',
  passwordTitle: 'Promena lozinke',
  currentPassword: 'Trenutna lozinka',
  confirmNewPassword: 'Potvrda nove lozinke',
} as const);

// spec §2, §5, §8: land ads (create, edit, detail).
export const landAdTexts = localized('landAd', {
  back: 'Nazad na oglase zemljišta',
  invalidLocation: 'Molimo izaberite državu i grad iz liste. (ID mora biti broj)',
  tooManyImages: 'Možete dodati maksimalno 10 slika',
  notFound: 'Oglas nije pronađen',
  createFailed: 'Greška pri kreiranju oglasa',
  loadFailed: 'Greška pri učitavanju oglasa',
  updateFailed: 'Greška pri ažuriranju oglasa',
  imageDeleteFailed: 'Greška pri brisanju slike',
  detailLoadFailed: 'Greška pri učitavanju detalja oglasa',
  deleteFailed: 'Greška pri brisanju oglasa',
  messageOwner: 'Pošalji poruku vlasniku',
  deletedWarning:
    'Ovaj oglas je obrisan. Više nije dostupan javno, ali možete videti detalje zbog istorije poruka.',
  deleteConfirm: 'Da li ste sigurni da želite da obrišete ovaj oglas?',
  // Not quoted by the spec: the form's own fields and the detail page's facts and actions.
  areaField: 'Površina (m²)',
  landType: 'Tip zemljišta',
  landTypePlaceholder: 'Izaberite tip zemljišta',
  publish: 'Objavi oglas',
  storedImageAlt: msg<[position: number]>('Slika {position}', 'position'),
  area: 'Površina',
  author: 'Autor',
  publishedAt: 'Datum objave',
  noDescription: 'Nema opisa.',
  edit: 'Izmeni',
  delete: 'Obriši',
} as const);

// spec §2, §8: my ads.
export const myAdsTexts = localized('myAds', {
  total: 'Ukupno oglasa',
  empty: 'Nemate objavljenih oglasa',
  loadFailed: 'Greška pri učitavanju vaših oglasa',
} as const);

// spec §2: messaging.
export const messagesTexts = localized('messages', {
  title: 'Poruke',
  viewAd: 'Pogledaj oglas',
  conversationWith: 'Razgovor sa',
  you: 'Vi',
  inputPlaceholder: 'Unesite poruku...',
  noConversationSelected: 'Izaberite razgovor za prikaz poruka',
  newConversationTitle: 'Pošaljite poruku vlasniku oglasa',
  newConversationText: 'Ova poruka će započeti novi razgovor sa vlasnikom oglasa',
  yourMessage: 'Vaša poruka',
  cancel: 'Otkaži',
  send: 'Pošalji',
  conversations: 'Razgovori',
  backToConversations: 'Nazad na razgovore',
} as const);

// spec §2, §5, §6, §8: business ad create and edit.
export const businessAdFormTexts = localized('businessAdForm', {
  createTitle: 'Postavi oglas za biznis',
  editTitle: 'Uredi biznis oglas',
  requiredFields: 'Molimo popunite sva obavezna polja',
  invalidLocation: 'Molimo izaberite državu i grad iz liste. (ID mora biti broj)',
  tooManyImages: 'Možete dodati maksimalno 10 slika',
  created: 'Oglas za biznis je uspešno kreiran!',
  updated: 'Oglas je uspešno ažuriran',
  cancel: 'Otkaži',
  saveChanges: 'Sačuvaj izmene',
  createFailed: 'Greška pri kreiranju oglasa za biznis',
  loadFailed: 'Greška pri učitavanju oglasa',
  updateFailed: 'Greška pri ažuriranju oglasa',
  onlyBusinessOwnersCreate: 'Samo vlasnici biznisa mogu kreirati oglase za biznis',
  notAuthor: 'Nemate dozvolu da uređujete ovaj oglas',
  // Not quoted by the spec: the original relied on the browser's min/max checks (spec §5 gives
  // the ranges only), so these wordings are ours.
  foundingYearOutOfRange: 'Godina osnivanja mora biti između 1900 i tekuće godine',
  negativeAmount: 'Cena i godišnji prihod ne mogu biti negativni',
  invalidEmployeeCount: 'Broj zaposlenih mora biti ceo broj, najmanje 0',
  // Not quoted by the spec: the form's own fields.
  description: 'Opis biznisa',
  businessType: 'Tip biznisa',
  businessTypePlaceholder: 'Izaberite tip biznisa',
  annualRevenue: 'Godišnji prihod (€)',
  employeeCount: 'Broj zaposlenih',
  foundingYear: 'Godina osnivanja',
  foundingYearHint: msg<[from: number, to: number]>('Od {from} do {to}.', 'from', 'to'),
} as const);

// spec §2, §8: business list.
export const businessListTexts = localized('businessList', {
  title: 'Biznisi',
  signInPrompt: 'Prijavite se za pristup oglasima',
  filtersToggle: 'Filteri',
  reset: 'Resetuj',
  allTypes: 'Svi tipovi',
  allCities: 'Svi gradovi',
  noResults: 'Nema pronađenih oglasa',
  noResultsHint: 'Pokušajte da promenite kriterijume pretrage',
  createAd: 'Postavi oglas za biznis',
  employeeCount: msg<[count: number]>(
    '{count, plural, one {{count} zaposleni} few {{count} zaposlena} other {{count} zaposlenih}}',
    'count',
  ),
  descriptionHidden: 'Opis je dostupan samo investitorima',
  viewDetails: 'Pogledaj detalje',
  loadFailed: 'Greška pri učitavanju oglasa za biznise',
  // Not quoted by the spec.
  tagline: 'Biznisi na prodaju u regionu: restorani, firme, radnje i proizvodnja.',
  adsList: 'Oglasi za biznise',
} as const);

// spec §2, §8: business detail.
export const businessDetailTexts = localized('businessDetail', {
  back: 'Nazad na biznis oglase',
  noDetails: 'Dodatne informacije o biznisu nisu dostupne',
  descriptionHidden: 'Opis je dostupan samo investitorima',
  close: 'Zatvori',
  contactOwner: 'Kontaktiraj vlasnika',
  contactInvestorsOnly: 'Kontakt opcija je dostupna samo investitorima',
  editAd: 'Uredi oglas',
  notFound: 'Oglas za biznis nije pronađen',
  loadFailed: 'Greška pri učitavanju oglasa',
  // Not quoted by the spec: the headings and labels of the parts spec §2 describes.
  facts: 'Podaci o biznisu',
  annualRevenue: 'Godišnji prihod',
  investorHint: 'Prijavite se kao investitor da biste videli opis biznisa.',
  images: 'Slike',
  categoryAndLocation: 'Kategorija i lokacija',
  category: 'Kategorija',
  contact: 'Kontakt',
  owner: 'Vlasnik',
} as const);

// Not quoted by the spec: the facts of a plot (forms, cards, the ad page).
export const landFactsTexts = localized('landFacts', {
  title: 'Podaci o parceli',
  cadastralMunicipality: 'Katastarska opština',
  parcelNumber: 'Broj parcele',
  parcelNumberHint: 'Na primer 1234 ili 1234/5.',
  utilities: 'Infrastruktura',
  noUtilities: 'Bez infrastrukture',
  zoning: 'Namena',
  ownershipRegistered: 'Uknjiženo',
  priceNegotiable: 'Cena je po dogovoru',
  negotiable: 'Po dogovoru',
  yes: 'Da',
  no: 'Ne',
  notStated: 'Nije navedeno',
  pricePerSquareMetre: 'Cena po m²',
  pricePerAre: 'Cena po aru',
  areaInAres: 'Površina u arima',
  areaInHectares: 'Površina u hektarima',
  invalidParcelNumber: 'Broj parcele nije ispravan (na primer 1234 ili 1234/5)',
  cadastralMunicipalityTooLong: 'Katastarska opština može imati najviše 100 karaktera',
  zoningTooLong: 'Namena može imati najviše 200 karaktera',
  invalidUtilities: 'Izaberite infrastrukturu iz liste',
  invalidYesNo: 'Izaberite „Da“ ili „Ne“',
} as const);

// Not quoted by the spec: a business's financials and the terms of its sale.
export const businessFinancialsTexts = localized('businessFinancials', {
  title: 'Finansije i uslovi prodaje',
  annualProfit: 'Godišnja dobit (EBITDA, €)',
  annualProfitShort: 'Godišnja dobit (EBITDA)',
  reasonForSale: 'Razlog prodaje',
  sellerFinancing: 'Prodavac prihvata plaćanje na rate',
  sellerFinancingShort: 'Plaćanje na rate',
  premises: 'Poslovni prostor',
  premisesPlaceholder: 'Izaberite poslovni prostor',
  askingMultiple: 'Cena / godišnja dobit',
  invalidProfit: 'Godišnja dobit mora biti broj',
  reasonTooLong: 'Razlog prodaje može imati najviše 1000 karaktera',
  invalidPremises: 'Izaberite poslovni prostor iz liste',
  invalidYesNo: 'Izaberite „Da“ ili „Ne“',
} as const);

// Not quoted by the spec: an ad's status (active, reserved, sold) and who changes it.
export const adStatusTexts = localized('adStatus', {
  label: 'Status oglasa',
  changed: 'Status oglasa je promenjen',
  changeFailed: 'Greška pri promeni statusa oglasa',
  includeSold: 'Prikaži i prodate oglase',
} as const);

// Not quoted by the spec: the parts of an ad page (land and business alike).
export const adPageTexts = localized('adPage', {
  adNumber: msg<[id: number]>('Oglas br. {id}', 'id'),
  updatedAt: 'Ažurirano',
  views: 'Pregleda',
  breadcrumbs: 'Putanja',
  home: 'Početna',
  seller: 'Prodavac',
  memberSince: 'Član od',
  activeAds: 'Aktivnih oglasa',
  share: 'Podeli',
  linkCopied: 'Link je kopiran',
  copyFailed: 'Link nije kopiran. Kopirajte adresu iz pregledača.',
  facts: 'Podaci o oglasu',
  price: 'Cena',
} as const);

// Not quoted by the spec: why a user reports an ad (openapi.yaml ReportReason).
export const reportReasonsTexts = localized('reportReasons', {
  fraud: 'Prevara',
  wrong_category: 'Pogrešna kategorija',
  sold: 'Već prodato',
  other: 'Drugo',
} as const);

// Not quoted by the spec: reporting an ad ('Prijavi oglas').
export const reportTexts = localized('report', {
  action: 'Prijavi oglas',
  title: 'Prijavi oglas',
  description: 'Izaberite razlog prijave. Napomena nije obavezna.',
  reason: 'Razlog prijave',
  note: 'Napomena',
  noteHint: msg<[max: number]>(
    'Najviše {max, plural, one {{max} karakter} other {{max} karaktera}}.',
    'max',
  ),
  cancel: 'Otkaži',
  submit: 'Pošalji prijavu',
  sent: 'Prijava je poslata. Hvala!',
  failed: 'Prijava nije poslata. Pokušajte ponovo.',
} as const);

// Not quoted by the spec: the operator's side (moderation under the EU Digital Services Act): why
// and how staff act on an ad or an account, staff roles, and where an ad stands with moderation.
export const moderationTexts = localized('moderation', {
  reasons: {
    fraud: 'Prevara',
    illegal: 'Nezakonit sadržaj',
    prohibited: 'Zabranjen proizvod ili usluga',
    wrong_category: 'Pogrešna kategorija',
    duplicate: 'Duplikat oglasa',
    spam: 'Neželjeni sadržaj (spam)',
    other: 'Drugo',
  },
  actions: {
    hide: 'Sakrij oglas',
    restore: 'Vrati oglas',
    approve: 'Odobri oglas',
    reject: 'Odbij oglas',
    suspend: 'Suspenduj nalog',
    ban: 'Zabrani nalog',
    lift: 'Ukini meru',
    verify_company: 'Verifikuj firmu',
  },
  staffRoles: { moderator: 'Moderator', admin: 'Administrator' },
  states: {
    live: 'Objavljen',
    pending: 'Čeka odobrenje',
    hidden: 'Sakriven',
    rejected: 'Odbijen',
  },
  companyVerified: 'Verifikovana firma',
  pendingApproval: 'Čeka odobrenje',
  adminAccessDenied: 'Samo moderatori mogu pristupiti ovoj stranici.',
} as const);

// Not quoted by the spec: the public terms of use (/uslovi); the clauses are in terms.ts.
export const termsTexts = localized('terms', {
  title: 'Uslovi korišćenja',
  intro:
    'Ovi uslovi važe za svakog ko koristi sajt. Kada moderator sakrije ili odbije oglas ili ograniči nalog, u obrazloženju navodi tačku na koju se mera oslanja.',
  contactHint: 'Imate pitanje o ovim uslovima ili o meri koja se tiče vas?',
  contactLink: 'Pišite nam',
} as const);

// Not quoted by the spec: the contact points for users and for authorities (/kontakt, DSA Art. 11-12).
export const contactTexts = localized('contact', {
  title: 'Kontakt',
  intro: 'Pišite nam e-poštom. Odgovaramo na svaku poruku.',
  usersTitle: 'Za korisnike',
  usersText: 'Pitanja o nalogu, oglasima, prijavama i merama moderacije šaljite na:',
  authoritiesTitle: 'Za organe vlasti',
  authoritiesText:
    'Jedinstvena tačka za kontakt za organe država članica EU, Evropsku komisiju i Evropski odbor za digitalne usluge (član 11 Akta o digitalnim uslugama). Naloge i zahteve organa šaljite na:',
  languagesTitle: 'Jezici',
  languages: msg<[names: string]>('Možete nam pisati na jezicima: {names}.', 'names'),
  languageNames: { sr: 'srpski', hr: 'hrvatski', en: 'engleski' },
  usersResponse: msg<[days: number]>(
    'Korisnicima odgovaramo u roku od {days, plural, one {{days} radnog dana} few {{days} radna dana} other {{days} radnih dana}}.',
    'days',
  ),
  authoritiesResponse: 'Organima vlasti odgovaramo bez odlaganja.',
  termsHint: 'Pravila sajta, mere moderacije i postupak žalbe:',
  termsLink: 'Uslovi korišćenja',
} as const);

// Not quoted by the spec: the fields and links the auth screens and the profile share.
export const authTexts = localized('auth', {
  fullName: 'Ime i prezime',
  email: 'Email adresa',
  password: 'Lozinka',
  newPassword: 'Nova lozinka',
  signIn: 'Prijavi se',
  backToLogin: 'Nazad na prijavu',
} as const);

// Not quoted by the spec: any address outside spec §2.
export const notFoundTexts = localized('notFound', {
  title: 'Stranica nije pronađena',
  description: 'Adresa koju ste otvorili ne postoji.',
} as const);

// Not quoted by the spec: a screen that failed to load (e.g. a lazy chunk after a deploy).
export const routeErrorTexts = localized('routeError', {
  title: 'Došlo je do greške',
  text: 'Stranica nije mogla da se učita.',
  retry: 'Pokušaj ponovo',
} as const);

// Not quoted by the spec: saved searches (the button on the searches, the list on the profile).
export const savedSearchesTexts = localized('savedSearches', {
  save: 'Sačuvaj pretragu',
  emptySearchHint: 'Izaberite bar jedan kriterijum pretrage da biste je sačuvali.',
  dialogTitle: 'Sačuvaj pretragu',
  dialogText: 'Javićemo vam e-poštom kada se pojave novi oglasi koji odgovaraju ovoj pretrazi.',
  frequency: 'Koliko često da vam javimo?',
  frequencies: { instant: 'Odmah', daily: 'Jednom dnevno' },
  cancel: 'Otkaži',
  confirm: 'Sačuvaj',
  saved: 'Pretraga je sačuvana',
  saveFailed: 'Pretraga nije sačuvana. Pokušajte ponovo.',
  title: 'Sačuvane pretrage',
  loading: 'Učitavanje sačuvanih pretraga…',
  loadFailed: 'Greška pri učitavanju sačuvanih pretraga',
  empty: 'Nemate sačuvanih pretraga',
  emptyHint:
    'Na stranici sa oglasima izaberite kriterijume i pritisnite „Sačuvaj pretragu“. Javićemo vam kada se pojave novi oglasi.',
  kinds: { land: 'Zemljište', business: 'Biznis' },
  frequencyLabel: 'Obaveštenja',
  allAds: 'Svi oglasi',
  open: 'Otvori pretragu',
  delete: 'Obriši',
  deleteLabel: msg<[summary: string]>('Obriši pretragu: {summary}', 'summary'),
  deleted: 'Pretraga je obrisana',
  deleteFailed: 'Greška pri brisanju pretrage',
  // The parts of a saved search's summary.
  text: msg<[query: string]>('„{query}“', 'query'),
  price: 'Cena',
  area: 'Površina',
  revenue: 'Godišnji prihod',
  from: msg<[min: string]>('od {min}', 'min'),
  to: msg<[max: string]>('do {max}', 'max'),
  between: msg<[min: string, max: string]>('{min} – {max}', 'min', 'max'),
  range: msg<[label: string, range: string]>('{label}: {range}', 'label', 'range'),
  sort: msg<[order: string]>('Redosled: {order}', 'order'),
  includeSold: 'i prodati oglasi',
} as const);

// Not quoted by the spec: notice emails (the profile's settings, the /unsubscribe page).
export const notificationsTexts = localized('notifications', {
  title: 'Obaveštenja e-poštom',
  messageEmails: 'Obavesti me e-poštom o nepročitanim porukama',
  savedSearchEmails: 'Šalji mi nove oglase iz sačuvanih pretraga',
  loading: 'Učitavanje podešavanja…',
  loadFailed: 'Greška pri učitavanju podešavanja obaveštenja',
  saved: 'Podešavanja obaveštenja su sačuvana',
  saveFailed: 'Podešavanja nisu sačuvana. Pokušajte ponovo.',
  unsubscribeTitle: 'Odjava sa obaveštenja',
  unsubscribing: 'Odjavljivanje…',
  unsubscribedTitle: 'Odjava je primljena',
  unsubscribeFailedTitle: 'Odjava nije uspela',
  unsubscribeFailed: 'Greška pri odjavi. Pokušajte ponovo.',
  tokenMissing: 'Link za odjavu nije potpun. Otvorite ga ponovo iz poruke e-pošte.',
  settingsHint: 'Sva obaveštenja možete uključiti ili isključiti na svom profilu.',
  toProfile: 'Podešavanja na profilu',
  retry: 'Pokušaj ponovo',
} as const);

// Not quoted by the spec: blocking a user in messaging.
export const blockingTexts = localized('blocking', {
  block: 'Blokiraj korisnika',
  unblock: 'Odblokiraj',
  confirmTitle: msg<[name: string]>('Blokirati korisnika {name}?', 'name'),
  confirmText:
    'Neće moći da vam šalje poruke niti da započne nov razgovor. Vi i dalje možete da mu pišete, a blokadu možete ukloniti bilo kada.',
  confirm: 'Blokiraj',
  cancel: 'Otkaži',
  blockedNotice: 'Blokirali ste ovog korisnika. Ne može vam slati poruke.',
  blocked: 'Korisnik je blokiran',
  unblocked: 'Korisnik je odblokiran',
  failed: 'Greška pri blokiranju korisnika. Pokušajte ponovo.',
  unblockFailed: 'Greška pri odblokiranju korisnika. Pokušajte ponovo.',
  /** A message refused because its recipient blocked the sender (the server says the same). */
  blockedByRecipient: 'Ovaj korisnik vas je blokirao. Poruka nije poslata.',
} as const);

// Not quoted by the spec: a link in a message that leads to another site.
export const externalLinkTexts = localized('externalLink', {
  title: 'Napuštate Nekretnine',
  text: msg<[host: string]>(
    'Link vodi na drugi sajt: {host}. Nastavite samo ako mu verujete.',
    'host',
  ),
  cancel: 'Otkaži',
  continue: 'Nastavi',
} as const);

// Land and business ads: the API's reading of the land-ad form (validateLandAdForm with
// source 'api') and the rules only the server applies.
export const apiAdsTexts = localized('apiAds', {
  titleRequired: 'Naslov je obavezan.',
  invalidDescription: 'Opis nije ispravan.',
  invalidPrice: 'Cena mora biti broj veći od 0.',
  invalidArea: 'Površina mora biti broj veći od 0.',
  invalidLandType: 'Izaberite vrstu zemljišta iz liste.',
  landImagesNotFiles: 'Polje "images" mora sadržati datoteke slika.',
  businessImagesNotFiles: 'Slike moraju biti datoteke.',
  landOwnersOnly: 'Samo vlasnici zemljišta mogu postavljati oglase za zemljište.',
  invalidStatus: 'Izaberite status oglasa iz liste.',
} as const);

// Not quoted by the spec: what a failure says and what to do next ('no dead ends'): retrying,
// a message that was not sent, form limits, and the verification link opened twice.
export const recoveryTexts = localized('recovery', {
  retry: 'Pokušaj ponovo',
  notSent: 'Nije poslato',
  messageNotSent: 'Poruka nije poslata. Proverite internet vezu i pokušajte ponovo.',
  characterCount: msg<[count: number, max: number]>('{count}/{max}', 'count', 'max'),
  characterLimit: msg<[max: number]>(
    'Najviše {max, plural, one {{max} karakter} other {{max} karaktera}}.',
    'max',
  ),
  // A form's own check of a contract bound, before sending: the field by its label, and the
  // bound (as the server's apiFields say it, without 'Neispravan zahtev').
  characterRange: msg<[min: number, max: number]>('Od {min} do {max} karaktera.', 'min', 'max'),
  fieldRequired: msg<[label: string]>('Polje „{label}“ je obavezno.', 'label'),
  fieldTooShort: msg<[label: string, min: number]>(
    'Polje „{label}“ mora imati najmanje {min, plural, one {{min} karakter} other {{min} karaktera}}.',
    'label',
    'min',
  ),
  fieldTooLong: msg<[label: string, max: number]>(
    'Polje „{label}“ može imati najviše {max, plural, one {{max} karakter} other {{max} karaktera}}.',
    'label',
    'max',
  ),
  numberTooSmall: msg<[label: string, min: string]>(
    'Polje „{label}“ mora biti najmanje {min}.',
    'label',
    'min',
  ),
  numberTooLarge: msg<[label: string, max: string]>(
    'Polje „{label}“ može biti najviše {max}.',
    'label',
    'max',
  ),
  resendLink: 'Pošalji ponovo link',
  alreadyVerified: 'Nalog je već verifikovan',
  alreadyVerifiedText: 'Ova email adresa je već potvrđena. Možete se prijaviti.',
} as const);

// A request field the contract refused, named by its form label (errors.ts); {label}, {limit}.
export const apiFieldsTexts = localized('apiFields', {
  invalid: 'Neispravan zahtev: polje „{label}“ nije ispravno.',
  required: 'Neispravan zahtev: polje „{label}“ je obavezno.',
  tooLong: msg<[label: string, limit: number]>(
    'Neispravan zahtev: polje „{label}“ može imati najviše {limit, plural, one {{limit} karakter} other {{limit} karaktera}}.',
    'label',
    'limit',
  ),
  tooShort: msg<[label: string, limit: number]>(
    'Neispravan zahtev: polje „{label}“ mora imati najmanje {limit, plural, one {{limit} karakter} other {{limit} karaktera}}.',
    'label',
    'limit',
  ),
  tooSmall: 'Neispravan zahtev: polje „{label}“ mora biti najmanje {limit}.',
  tooLarge: 'Neispravan zahtev: polje „{label}“ može biti najviše {limit}.',
} as const);

/**
 * Every group above, by its screen: `texts.nav.home`. A module the first page loads imports
 * only the groups it shows (`navTexts`), so the other groups stay out of the first download.
 */
export const texts = {
  nav: navTexts,
  roles: rolesTexts,
  home: homeTexts,
  search: searchTexts,
  ads: adsTexts,
  login: loginTexts,
  register: registerTexts,
  verifyEmail: verifyEmailTexts,
  forgotPassword: forgotPasswordTexts,
  resetPassword: resetPasswordTexts,
  profile: profileTexts,
  landAd: landAdTexts,
  myAds: myAdsTexts,
  messages: messagesTexts,
  businessAdForm: businessAdFormTexts,
  businessList: businessListTexts,
  businessDetail: businessDetailTexts,
  landFacts: landFactsTexts,
  businessFinancials: businessFinancialsTexts,
  adStatus: adStatusTexts,
  adPage: adPageTexts,
  reportReasons: reportReasonsTexts,
  favorites: favoritesTexts,
  report: reportTexts,
  feedback: feedbackTexts,
  site: siteTexts,
  auth: authTexts,
  notFound: notFoundTexts,
  routeError: routeErrorTexts,
  accessDenied: accessDeniedTexts,
  savedSearches: savedSearchesTexts,
  notifications: notificationsTexts,
  blocking: blockingTexts,
  externalLink: externalLinkTexts,
  apiAds: apiAdsTexts,
  recovery: recoveryTexts,
  apiFields: apiFieldsTexts,
  moderation: moderationTexts,
  terms: termsTexts,
  contact: contactTexts,
  footer: footerTexts,
} as const;

export type Texts = typeof texts;
