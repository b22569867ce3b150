// Every user-facing text the spec quotes, grouped by screen and copied character for character.
// The spec wins over taste here: English leftovers ('Failed to load ads', 'Filters', 'resend') and
// odd wordings are kept on purpose (DESIGN: "Spec details kept on purpose").
// The screens' other texts (headings, field labels, links the spec describes without quoting) live
// here too, in the same groups, so no screen writes a text inline; a text with a value is a small
// function of it.

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
export const searchTexts = {
  sorts: {
    newest: 'Najnovije',
    price_asc: 'Cena: od najniže',
    price_desc: 'Cena: od najviše',
    price_per_m2_asc: 'Cena po m²: od najniže',
    area_desc: 'Površina: od najveće',
    revenue_desc: 'Prihod: od najvećeg',
  },
  // Below md the filters open in a sheet from one button that counts the filters set.
  filtersButton: (count: number) => (count > 0 ? `Filteri (${count})` : 'Filteri'),
  filtersSheetTitle: 'Filteri',
  showResults: 'Prikaži oglase',
  closeFilters: 'Zatvori filtere',
} as const;

// Not quoted by the spec: labels the land and business ad screens share (forms, detail pages).
export const adsTexts = {
  title: 'Naslov',
  price: 'Cena (€)',
  country: 'Država',
  countryPlaceholder: 'Izaberite državu',
  city: 'Grad',
  cityPlaceholder: 'Izaberite grad',
  description: 'Opis',
  location: 'Lokacija',
  imageAlt: (title: string, position: number) => `${title} – slika ${position}`,
} as const;

// spec §5, §8: login.
export const loginTexts = {
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
} as const;

// spec §5, §8: registration.
export const registerTexts = {
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
} as const;

// spec §2, §8: email verification.
export const verifyEmailTexts = {
  resend: 'resend',
  tokenMissing: 'Verifikacioni token nije pronađen',
  failed: 'Greška pri verifikaciji email adrese',
  title: 'Verifikacija email adrese',
  verifying: 'Verifikujemo vašu email adresu…',
  successTitle: 'Email adresa je verifikovana!',
  successText: 'Vaš nalog je aktiviran. Sada se možete prijaviti.',
  failedTitle: 'Verifikacija nije uspela',
  validity: (hours: number) => `Link za verifikaciju važi ${hours} sata.`,
  expiredHint: 'Ako je link istekao, zatražite novi.',
  // Not in the spec: DESIGN adds the resend form ('resend' opens it).
  resendFormLabel: 'Novi link za verifikaciju',
  resendSubmit: 'Pošalji novi link',
  resendSent:
    'Ako nalog sa ovom adresom postoji i nije verifikovan, poslali smo novi link za verifikaciju.',
  resendFailed: 'Slanje novog linka nije uspelo. Pokušajte ponovo.',
} as const;

// spec §8: forgot password.
export const forgotPasswordTexts = {
  failed: 'Greška pri slanju email-a',
  title: 'Zaboravljena lozinka',
  intro: 'Unesite email adresu naloga i poslaćemo vam link za postavljanje nove lozinke.',
  submit: 'Pošalji link',
  sentTitle: 'Proverite email',
  sentText:
    'Ako nalog sa ovom email adresom postoji, poslali smo vam link za resetovanje lozinke. Link važi jedan sat.',
} as const;

// spec §5, §8: reset password.
export const resetPasswordTexts = {
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
} as const;

// spec §2, §5, §8: profile and password change.
export const profileTexts = {
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
} as const;

// spec §2, §5, §8: land ads (create, edit, detail).
export const landAdTexts = {
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
  storedImageAlt: (position: number) => `Slika ${position}`,
  area: 'Površina',
  author: 'Autor',
  publishedAt: 'Datum objave',
  noDescription: 'Nema opisa.',
  edit: 'Izmeni',
  delete: 'Obriši',
} as const;

// spec §2, §8: my ads.
export const myAdsTexts = {
  total: 'Ukupno oglasa',
  empty: 'Nemate objavljenih oglasa',
  loadFailed: 'Greška pri učitavanju vaših oglasa',
} as const;

// spec §2: messaging.
export const messagesTexts = {
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
} as const;

// spec §2, §5, §6, §8: business ad create and edit.
export const businessAdFormTexts = {
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
  foundingYearHint: (from: number, to: number) => `Od ${from} do ${to}.`,
} as const;

// spec §2, §8: business list.
export const businessListTexts = {
  title: 'Biznisi',
  signInPrompt: 'Prijavite se za pristup oglasima',
  filtersToggle: 'Filteri',
  reset: 'Resetuj',
  allTypes: 'Svi tipovi',
  allCities: 'Svi gradovi',
  noResults: 'Nema pronađenih oglasa',
  noResultsHint: 'Pokušajte da promenite kriterijume pretrage',
  createAd: 'Postavi oglas za biznis',
  employees: 'zaposlenih',
  descriptionHidden: 'Opis je dostupan samo investitorima',
  viewDetails: 'Pogledaj detalje',
  loadFailed: 'Greška pri učitavanju oglasa za biznise',
  // Not quoted by the spec.
  tagline: 'Biznisi na prodaju u regionu: restorani, firme, radnje i proizvodnja.',
  adsList: 'Oglasi za biznise',
} as const;

// spec §2, §8: business detail.
export const businessDetailTexts = {
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
} as const;

// Not quoted by the spec: the facts of a plot (forms, cards, the ad page).
export const landFactsTexts = {
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
} as const;

// Not quoted by the spec: a business's financials and the terms of its sale.
export const businessFinancialsTexts = {
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
} as const;

// Not quoted by the spec: an ad's status (active, reserved, sold) and who changes it.
export const adStatusTexts = {
  label: 'Status oglasa',
  changed: 'Status oglasa je promenjen',
  changeFailed: 'Greška pri promeni statusa oglasa',
  includeSold: 'Prikaži i prodate oglase',
} as const;

// Not quoted by the spec: the parts of an ad page (land and business alike).
export const adPageTexts = {
  adNumber: (id: number) => `Oglas br. ${id}`,
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
} as const;

// Not quoted by the spec: why a user reports an ad (openapi.yaml ReportReason).
export const reportReasonsTexts = {
  fraud: 'Prevara',
  wrong_category: 'Pogrešna kategorija',
  sold: 'Već prodato',
  other: 'Drugo',
} as const;

// Not quoted by the spec: reporting an ad ('Prijavi oglas').
export const reportTexts = {
  action: 'Prijavi oglas',
  title: 'Prijavi oglas',
  description: 'Izaberite razlog prijave. Napomena nije obavezna.',
  reason: 'Razlog prijave',
  note: 'Napomena',
  noteHint: (max: number) => `Najviše ${max} karaktera.`,
  cancel: 'Otkaži',
  submit: 'Pošalji prijavu',
  sent: 'Prijava je poslata. Hvala!',
  failed: 'Prijava nije poslata. Pokušajte ponovo.',
} as const;

// Not quoted by the spec: the operator's side (moderation under the EU Digital Services Act): why
// and how staff act on an ad or an account, staff roles, and where an ad stands with moderation.
export const moderationTexts = {
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
} as const;

// Not quoted by the spec: the public terms of use (/uslovi); the clauses are in terms.ts.
export const termsTexts = {
  title: 'Uslovi korišćenja',
  intro:
    'Ovi uslovi važe za svakog ko koristi sajt. Kada moderator sakrije ili odbije oglas ili ograniči nalog, u obrazloženju navodi tačku na koju se mera oslanja.',
  contactHint: 'Imate pitanje o ovim uslovima ili o meri koja se tiče vas?',
  contactLink: 'Pišite nam',
} as const;

// Not quoted by the spec: the contact points for users and for authorities (/kontakt, DSA Art. 11-12).
export const contactTexts = {
  title: 'Kontakt',
  intro: 'Pišite nam e-poštom. Odgovaramo na svaku poruku.',
  usersTitle: 'Za korisnike',
  usersText: 'Pitanja o nalogu, oglasima, prijavama i merama moderacije šaljite na:',
  authoritiesTitle: 'Za organe vlasti',
  authoritiesText:
    'Jedinstvena tačka za kontakt za organe država članica EU, Evropsku komisiju i Evropski odbor za digitalne usluge (član 11 Akta o digitalnim uslugama). Naloge i zahteve organa šaljite na:',
  languagesTitle: 'Jezici',
  languages: (names: string) => `Možete nam pisati na jezicima: ${names}.`,
  languageNames: { sr: 'srpski', hr: 'hrvatski', en: 'engleski' },
  usersResponse: (days: number) => {
    const form = new Intl.PluralRules('sr-Latn').select(days);
    const unit = form === 'one' ? 'radnog dana' : form === 'few' ? 'radna dana' : 'radnih dana';
    return `Korisnicima odgovaramo u roku od ${days} ${unit}.`;
  },
  authoritiesResponse: 'Organima vlasti odgovaramo bez odlaganja.',
  termsHint: 'Pravila sajta, mere moderacije i postupak žalbe:',
  termsLink: 'Uslovi korišćenja',
} as const;

// Not quoted by the spec: the fields and links the auth screens and the profile share.
export const authTexts = {
  fullName: 'Ime i prezime',
  email: 'Email adresa',
  password: 'Lozinka',
  newPassword: 'Nova lozinka',
  signIn: 'Prijavi se',
  backToLogin: 'Nazad na prijavu',
} as const;

// Not quoted by the spec: any address outside spec §2.
export const notFoundTexts = {
  title: 'Stranica nije pronađena',
  description: 'Adresa koju ste otvorili ne postoji.',
} as const;

// Not quoted by the spec: a screen that failed to load (e.g. a lazy chunk after a deploy).
export const routeErrorTexts = {
  title: 'Došlo je do greške',
  text: 'Stranica nije mogla da se učita.',
  retry: 'Pokušaj ponovo',
} as const;

// Not quoted by the spec: saved searches (the button on the searches, the list on the profile).
export const savedSearchesTexts = {
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
  deleteLabel: (summary: string) => `Obriši pretragu: ${summary}`,
  deleted: 'Pretraga je obrisana',
  deleteFailed: 'Greška pri brisanju pretrage',
  // The parts of a saved search's summary.
  text: (query: string) => `„${query}“`,
  price: 'Cena',
  area: 'Površina',
  revenue: 'Godišnji prihod',
  from: (min: string) => `od ${min}`,
  to: (max: string) => `do ${max}`,
  between: (min: string, max: string) => `${min} – ${max}`,
  range: (label: string, range: string) => `${label}: ${range}`,
  sort: (order: string) => `Redosled: ${order}`,
  includeSold: 'i prodati oglasi',
} as const;

// Not quoted by the spec: notice emails (the profile's settings, the /unsubscribe page).
export const notificationsTexts = {
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
} as const;

// Not quoted by the spec: blocking a user in messaging.
export const blockingTexts = {
  block: 'Blokiraj korisnika',
  unblock: 'Odblokiraj',
  confirmTitle: (name: string) => `Blokirati korisnika ${name}?`,
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
} as const;

// Not quoted by the spec: a link in a message that leads to another site.
export const externalLinkTexts = {
  title: 'Napuštate Nekretnine',
  text: (host: string) => `Link vodi na drugi sajt: ${host}. Nastavite samo ako mu verujete.`,
  cancel: 'Otkaži',
  continue: 'Nastavi',
} as const;

// Land and business ads: the API's reading of the land-ad form (validateLandAdForm with
// source 'api') and the rules only the server applies.
export const apiAdsTexts = {
  titleRequired: 'Naslov je obavezan.',
  invalidDescription: 'Opis nije ispravan.',
  invalidPrice: 'Cena mora biti broj veći od 0.',
  invalidArea: 'Površina mora biti broj veći od 0.',
  invalidLandType: 'Izaberite vrstu zemljišta iz liste.',
  landImagesNotFiles: 'Polje "images" mora sadržati datoteke slika.',
  businessImagesNotFiles: 'Slike moraju biti datoteke.',
  landOwnersOnly: 'Samo vlasnici zemljišta mogu postavljati oglase za zemljište.',
  invalidStatus: 'Izaberite status oglasa iz liste.',
} as const;

// Not quoted by the spec: what a failure says and what to do next ('no dead ends'): retrying,
// a message that was not sent, form limits, and the verification link opened twice.
export const recoveryTexts = {
  retry: 'Pokušaj ponovo',
  notSent: 'Nije poslato',
  messageNotSent: 'Poruka nije poslata. Proverite internet vezu i pokušajte ponovo.',
  characterCount: (count: number, max: number) => `${count}/${max}`,
  characterLimit: (max: number) => `Najviše ${max} karaktera.`,
  // A form's own check of a contract bound, before sending: the field by its label, and the
  // bound (as the server's apiFields say it, without 'Neispravan zahtev').
  characterRange: (min: number, max: number) => `Od ${min} do ${max} karaktera.`,
  fieldRequired: (label: string) => `Polje „${label}“ je obavezno.`,
  fieldTooShort: (label: string, min: number) =>
    `Polje „${label}“ mora imati najmanje ${min} karaktera.`,
  fieldTooLong: (label: string, max: number) =>
    `Polje „${label}“ može imati najviše ${max} karaktera.`,
  numberTooSmall: (label: string, min: string) => `Polje „${label}“ mora biti najmanje ${min}.`,
  numberTooLarge: (label: string, max: string) => `Polje „${label}“ može biti najviše ${max}.`,
  resendLink: 'Pošalji ponovo link',
  alreadyVerified: 'Nalog je već verifikovan',
  alreadyVerifiedText: 'Ova email adresa je već potvrđena. Možete se prijaviti.',
} as const;

// A request field the contract refused, named by its form label (errors.ts); {label}, {limit}.
export const apiFieldsTexts = {
  invalid: 'Neispravan zahtev: polje „{label}“ nije ispravno.',
  required: 'Neispravan zahtev: polje „{label}“ je obavezno.',
  tooLong: 'Neispravan zahtev: polje „{label}“ može imati najviše {limit} karaktera.',
  tooShort: 'Neispravan zahtev: polje „{label}“ mora imati najmanje {limit} karaktera.',
  tooSmall: 'Neispravan zahtev: polje „{label}“ mora biti najmanje {limit}.',
  tooLarge: 'Neispravan zahtev: polje „{label}“ može biti najviše {limit}.',
} as const;

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
