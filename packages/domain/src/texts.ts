// Every user-facing text the spec quotes, grouped by screen and copied character for character.
// The spec wins over taste here: English leftovers ('Failed to load ads', 'Filters', 'resend') and
// odd wordings are kept on purpose (DESIGN: "Spec details kept on purpose").

export const texts = {
  // spec §2: top navigation bar and its narrow-screen menu.
  nav: {
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
  },
  // spec §2, §6: account-type labels (menu, profile, access-denied page).
  roles: {
    land_owner: 'Vlasnik zemljišta',
    business_owner: 'Vlasnik biznisa',
    investor: 'Investitor',
    fallback: 'Korisnik',
  },
  // spec §2: home page, public and signed-in parts.
  home: {
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
    found: (count: number) => `Pronađeno oglasa: ${count}`,
    showMore: (remaining: number) => `Prikaži još (${remaining})`,
  },
  // Not quoted by the spec: labels the land and business ad screens share (forms, detail pages).
  ads: {
    title: 'Naslov',
    price: 'Cena (€)',
    country: 'Država',
    countryPlaceholder: 'Izaberite državu',
    city: 'Grad',
    cityPlaceholder: 'Izaberite grad',
    description: 'Opis',
    location: 'Lokacija',
    imageAlt: (title: string, position: number) => `${title} – slika ${position}`,
  },
  // spec §5, §8: login.
  login: {
    emailRequired: 'Email adresa je obavezna',
    passwordRequired: 'Lozinka je obavezna',
    captchaRequired: 'Molimo odgovorite na CAPTCHA pitanje',
    emailHint: 'Molimo unesite validnu email adresu',
    passwordHint: 'Lozinka mora imati najmanje 6 karaktera',
    failed: 'Greška pri prijavljivanju',
    networkError: 'Greška pri povezivanju sa serverom',
  },
  // spec §5, §8: registration.
  register: {
    allFieldsRequired: 'Sva polja su obavezna',
    passwordsMismatch: 'Lozinke se ne poklapaju',
    failed: 'Registracija nije uspela',
  },
  // spec §2, §8: email verification.
  verifyEmail: {
    resend: 'resend',
    tokenMissing: 'Verifikacioni token nije pronađen',
    failed: 'Greška pri verifikaciji email adrese',
  },
  // spec §8: forgot password.
  forgotPassword: {
    failed: 'Greška pri slanju email-a',
  },
  // spec §5, §8: reset password.
  resetPassword: {
    passwordsMismatch: 'Lozinke se ne poklapaju',
    passwordTooShort: 'Lozinka mora imati najmanje 6 karaktera',
    tokenMissing: 'Token za resetovanje lozinke nije pronađen',
    failed: 'Greška pri resetovanju lozinke',
  },
  // spec §2, §5, §8: profile and password change.
  profile: {
    title: 'Moj profil',
    notSet: 'Nije postavljeno',
    changePassword: 'Promeni lozinku',
    newPasswordsMismatch: 'Nova lozinka i potvrda lozinke se ne poklapaju',
    newPasswordTooShort: 'Nova lozinka mora imati najmanje 6 karaktera',
    changeFailed: 'Greška pri promeni lozinke. Pokušajte ponovo.',
    changeSucceeded: 'Lozinka je uspešno promenjena!',
  },
  // spec §2, §5, §8: land ads (create, edit, detail).
  landAd: {
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
  },
  // spec §2, §8: my ads.
  myAds: {
    total: 'Ukupno oglasa',
    empty: 'Nemate objavljenih oglasa',
    loadFailed: 'Greška pri učitavanju vaših oglasa',
  },
  // spec §2: messaging.
  messages: {
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
  },
  // spec §2, §5, §6, §8: business ad create and edit.
  businessAdForm: {
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
  },
  // spec §2, §8: business list.
  businessList: {
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
  },
  // spec §2, §8: business detail.
  businessDetail: {
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
  },
  // spec §2, §6: access-denied page.
  accessDenied: {
    title: 'Pristup odbijen',
    landOwnersOnly: 'Samo vlasnici zemljišta mogu pristupiti ovoj stranici.',
    businessOwnersOnly: 'Samo vlasnici biznisa mogu pristupiti ovoj stranici.',
  },
} as const;

export type Texts = typeof texts;

/** spec §8: a server message is preferred when present, else the screen's fallback text. */
export function serverMessageOr(serverMessage: unknown, fallback: string): string {
  return typeof serverMessage === 'string' && serverMessage.trim() !== ''
    ? serverMessage
    : fallback;
}
