import { describe, expect, it } from 'vitest';
import { serverMessageOr } from './server-message';
import { serverTexts } from './server-texts';
import { texts } from './texts';

// Literals below are copied from spec.md by hand, so a typo in texts.ts fails here.
describe('texts copied from the spec', () => {
  it.each([
    [texts.nav.home, 'Početna'],
    [texts.nav.createBusinessAd, 'Postavi oglas za biznis'],
    [texts.nav.logout, 'Odjavi se'],
    [texts.roles.land_owner, 'Vlasnik zemljišta'],
    [texts.roles.fallback, 'Korisnik'],
    [texts.home.filtersToggle, 'Filters'],
    [texts.home.noResults, 'Nema pronađenih oglasa'],
    [texts.home.loadFailed, 'Failed to load ads'],
    [texts.home.registerFree, 'Registruj se besplatno'],
    [texts.login.emailRequired, 'Email adresa je obavezna'],
    [texts.login.captchaRequired, 'Molimo odgovorite na CAPTCHA pitanje'],
    [texts.login.networkError, 'Greška pri povezivanju sa serverom'],
    [texts.register.passwordsMismatch, 'Lozinke se ne poklapaju'],
    [texts.verifyEmail.tokenMissing, 'Verifikacioni token nije pronađen'],
    [texts.forgotPassword.failed, 'Greška pri slanju email-a'],
    [texts.resetPassword.tokenMissing, 'Token za resetovanje lozinke nije pronađen'],
    [texts.profile.newPasswordsMismatch, 'Nova lozinka i potvrda lozinke se ne poklapaju'],
    [texts.profile.changeFailed, 'Greška pri promeni lozinke. Pokušajte ponovo.'],
    [texts.profile.changeSucceeded, 'Lozinka je uspešno promenjena!'],
    [texts.landAd.invalidLocation, 'Molimo izaberite državu i grad iz liste. (ID mora biti broj)'],
    [texts.landAd.tooManyImages, 'Možete dodati maksimalno 10 slika'],
    [texts.landAd.createFailed, 'Greška pri kreiranju oglasa'],
    [
      texts.landAd.deletedWarning,
      'Ovaj oglas je obrisan. Više nije dostupan javno, ali možete videti detalje zbog istorije poruka.',
    ],
    [texts.landAd.deleteConfirm, 'Da li ste sigurni da želite da obrišete ovaj oglas?'],
    [texts.myAds.empty, 'Nemate objavljenih oglasa'],
    [texts.myAds.loadFailed, 'Greška pri učitavanju vaših oglasa'],
    [texts.messages.inputPlaceholder, 'Unesite poruku...'],
    [texts.messages.noConversationSelected, 'Izaberite razgovor za prikaz poruka'],
    [texts.messages.newConversationTitle, 'Pošaljite poruku vlasniku oglasa'],
    [
      texts.messages.newConversationText,
      'Ova poruka će započeti novi razgovor sa vlasnikom oglasa',
    ],
    [texts.businessAdForm.requiredFields, 'Molimo popunite sva obavezna polja'],
    [texts.businessAdForm.created, 'Oglas za biznis je uspešno kreiran!'],
    [texts.businessAdForm.saveChanges, 'Sačuvaj izmene'],
    [texts.businessAdForm.createFailed, 'Greška pri kreiranju oglasa za biznis'],
    [
      texts.businessAdForm.onlyBusinessOwnersCreate,
      'Samo vlasnici biznisa mogu kreirati oglase za biznis',
    ],
    [texts.businessAdForm.notAuthor, 'Nemate dozvolu da uređujete ovaj oglas'],
    [texts.businessList.noResultsHint, 'Pokušajte da promenite kriterijume pretrage'],
    [texts.businessList.descriptionHidden, 'Opis je dostupan samo investitorima'],
    [texts.businessList.loadFailed, 'Greška pri učitavanju oglasa za biznise'],
    [texts.businessDetail.noDetails, 'Dodatne informacije o biznisu nisu dostupne'],
    [texts.businessDetail.contactInvestorsOnly, 'Kontakt opcija je dostupna samo investitorima'],
    [texts.businessDetail.notFound, 'Oglas za biznis nije pronađen'],
    [texts.accessDenied.title, 'Pristup odbijen'],
    [texts.accessDenied.landOwnersOnly, 'Samo vlasnici zemljišta mogu pristupiti ovoj stranici.'],
    [texts.accessDenied.businessOwnersOnly, 'Samo vlasnici biznisa mogu pristupiti ovoj stranici.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

// Texts with values are functions; each is called here once, with its own sample values.
const filled: ReadonlyArray<readonly [string, string]> = [
  [texts.home.found(12), 'Pronađeno oglasa: 12'],
  [texts.home.showMore(24), 'Prikaži još (24)'],
  [texts.home.foundMoreThan('10.000'), 'Više od 10.000 oglasa'],
  [texts.ads.imageAlt('Njiva kod Novog Sada', 2), 'Njiva kod Novog Sada – slika 2'],
  [texts.landAd.storedImageAlt(3), 'Slika 3'],
  [texts.businessAdForm.foundingYearHint(1900, 2025), 'Od 1900 do 2025.'],
  [texts.verifyEmail.validity(24), 'Link za verifikaciju važi 24 sata.'],
  [texts.site.pageTitle(texts.profile.title), 'Moj profil | Nekretnine'],
  [texts.adPage.adNumber(123), 'Oglas br. 123'],
  [texts.favorites.removeNamed('Njiva kod Niša'), 'Ukloni iz sačuvanih: Njiva kod Niša'],
  [texts.report.noteHint(1000), 'Najviše 1000 karaktera.'],
  // Saved searches, blocking and links to other sites.
  [texts.savedSearches.deleteLabel('„plac“ · Srbija'), 'Obriši pretragu: „plac“ · Srbija'],
  [texts.savedSearches.text('plac'), '„plac“'],
  [texts.savedSearches.from('500 m²'), 'od 500 m²'],
  [texts.savedSearches.to('50.000 €'), 'do 50.000 €'],
  [texts.savedSearches.between('1 €', '2 €'), '1 € – 2 €'],
  [texts.savedSearches.range('Cena', 'do 2 €'), 'Cena: do 2 €'],
  [texts.savedSearches.sort('Najnovije'), 'Redosled: Najnovije'],
  [texts.blocking.confirmTitle('Marko Petrović'), 'Blokirati korisnika Marko Petrović?'],
  [
    texts.externalLink.text('primer.rs'),
    'Link vodi na drugi sajt: primer.rs. Nastavite samo ako mu verujete.',
  ],
  [texts.recovery.characterCount(123, 200), '123/200'],
  [texts.recovery.characterLimit(200), 'Najviše 200 karaktera.'],
  [texts.recovery.characterRange(6, 128), 'Od 6 do 128 karaktera.'],
  [texts.recovery.fieldRequired('Trenutna lozinka'), 'Polje „Trenutna lozinka“ je obavezno.'],
  [texts.recovery.fieldTooShort('Lozinka', 6), 'Polje „Lozinka“ mora imati najmanje 6 karaktera.'],
  [
    texts.recovery.fieldTooLong('Ime i prezime', 100),
    'Polje „Ime i prezime“ može imati najviše 100 karaktera.',
  ],
  [
    texts.recovery.numberTooSmall('Godišnja dobit (EBITDA, €)', '-999.999.999.999,99'),
    'Polje „Godišnja dobit (EBITDA, €)“ mora biti najmanje -999.999.999.999,99.',
  ],
  [
    texts.recovery.numberTooLarge('Broj zaposlenih', '9.999.999'),
    'Polje „Broj zaposlenih“ može biti najviše 9.999.999.',
  ],
  [texts.search.filtersButton(2), 'Filteri (2)'],
  [texts.businessList.employeeCount(5), '5 zaposlenih'],
  [
    texts.apiFields.tooLong('Naslov', 200),
    'Neispravan zahtev: polje „Naslov“ može imati najviše 200 karaktera.',
  ],
  [
    texts.apiFields.tooShort('Lozinka', 6),
    'Neispravan zahtev: polje „Lozinka“ mora imati najmanje 6 karaktera.',
  ],
  // The contact page.
  [
    texts.contact.languages('srpski, hrvatski i engleski'),
    'Možete nam pisati na jezicima: srpski, hrvatski i engleski.',
  ],
  [texts.contact.usersResponse(2), 'Korisnicima odgovaramo u roku od 2 radna dana.'],
];

describe('texts with values', () => {
  it.each(filled)('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('names the filters button without a number while no filter is set', () => {
    expect(texts.search.filtersButton(0)).toBe('Filteri');
  });

  it.each([
    [1, 'Korisnicima odgovaramo u roku od 1 radnog dana.'],
    [3, 'Korisnicima odgovaramo u roku od 3 radna dana.'],
    [5, 'Korisnicima odgovaramo u roku od 5 radnih dana.'],
    [21, 'Korisnicima odgovaramo u roku od 21 radnog dana.'],
  ])('counts %i working days in the Serbian plural', (days, expected) => {
    expect(texts.contact.usersResponse(days)).toBe(expected);
  });

  it('covers every function in the catalogue', () => {
    const functions = Object.values(texts).flatMap((group) =>
      Object.values(group).filter((text) => typeof text === 'function'),
    );
    expect(functions).toHaveLength(filled.length);
  });
});

describe('texts are Serbian Latin', () => {
  // The screens' texts and the server's answers and emails alike.
  const all = [
    ...[...Object.values(texts), ...Object.values(serverTexts)].flatMap((group) =>
      Object.values(group).filter((text): text is string => typeof text === 'string'),
    ),
    ...filled.map(([text]) => text),
  ];

  it('holds a non-trivial catalogue', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it.each(all)('%s has no Cyrillic letters and no stray whitespace', (text) => {
    expect(text).not.toMatch(/[\u0400-\u04FF]/);
    expect(text).toBe(text.trim());
  });
});

describe('serverMessageOr', () => {
  it.each([
    ['Email je zauzet', 'Registracija nije uspela', 'Email je zauzet'],
    [undefined, 'Registracija nije uspela', 'Registracija nije uspela'],
    ['', 'Greška pri prijavljivanju', 'Greška pri prijavljivanju'],
    ['   ', 'Greška pri prijavljivanju', 'Greška pri prijavljivanju'],
    [42, 'Greška pri slanju email-a', 'Greška pri slanju email-a'],
  ])('server %j, fallback %s -> %s', (server, fallback, expected) => {
    expect(serverMessageOr(server, fallback)).toBe(expected);
  });
});
