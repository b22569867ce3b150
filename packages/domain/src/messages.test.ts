import { describe, expect, it } from 'vitest';
import { messages, serverMessageOr } from './messages';

// Literals below are copied from spec.md by hand, so a typo in messages.ts fails here.
describe('messages copied from the spec', () => {
  it.each([
    [messages.nav.home, 'Početna'],
    [messages.nav.createBusinessAd, 'Postavi oglas za biznis'],
    [messages.nav.logout, 'Odjavi se'],
    [messages.roles.land_owner, 'Vlasnik zemljišta'],
    [messages.roles.fallback, 'Korisnik'],
    [messages.home.filtersToggle, 'Filters'],
    [messages.home.noResults, 'Nema pronađenih oglasa'],
    [messages.home.loadFailed, 'Failed to load ads'],
    [messages.home.registerFree, 'Registruj se besplatno'],
    [messages.login.emailRequired, 'Email adresa je obavezna'],
    [messages.login.captchaRequired, 'Molimo odgovorite na CAPTCHA pitanje'],
    [messages.login.networkError, 'Greška pri povezivanju sa serverom'],
    [messages.register.passwordsMismatch, 'Lozinke se ne poklapaju'],
    [messages.verifyEmail.tokenMissing, 'Verifikacioni token nije pronađen'],
    [messages.forgotPassword.failed, 'Greška pri slanju email-a'],
    [messages.resetPassword.tokenMissing, 'Token za resetovanje lozinke nije pronađen'],
    [messages.profile.newPasswordsMismatch, 'Nova lozinka i potvrda lozinke se ne poklapaju'],
    [messages.profile.changeFailed, 'Greška pri promeni lozinke. Pokušajte ponovo.'],
    [messages.profile.changeSucceeded, 'Lozinka je uspešno promenjena!'],
    [
      messages.landAd.invalidLocation,
      'Molimo izaberite državu i grad iz liste. (ID mora biti broj)',
    ],
    [messages.landAd.tooManyImages, 'Možete dodati maksimalno 10 slika'],
    [messages.landAd.createFailed, 'Greška pri kreiranju oglasa'],
    [
      messages.landAd.deletedWarning,
      'Ovaj oglas je obrisan. Više nije dostupan javno, ali možete videti detalje zbog istorije poruka.',
    ],
    [messages.landAd.deleteConfirm, 'Da li ste sigurni da želite da obrišete ovaj oglas?'],
    [messages.myAds.empty, 'Nemate objavljenih oglasa'],
    [messages.myAds.loadFailed, 'Greška pri učitavanju vaših oglasa'],
    [messages.messages.inputPlaceholder, 'Unesite poruku...'],
    [messages.messages.noConversationSelected, 'Izaberite razgovor za prikaz poruka'],
    [messages.messages.newConversationTitle, 'Pošaljite poruku vlasniku oglasa'],
    [
      messages.messages.newConversationText,
      'Ova poruka će započeti novi razgovor sa vlasnikom oglasa',
    ],
    [messages.businessAdForm.requiredFields, 'Molimo popunite sva obavezna polja'],
    [messages.businessAdForm.created, 'Oglas za biznis je uspešno kreiran!'],
    [messages.businessAdForm.saveChanges, 'Sačuvaj izmene'],
    [messages.businessAdForm.createFailed, 'Greška pri kreiranju oglasa za biznis'],
    [
      messages.businessAdForm.onlyBusinessOwnersCreate,
      'Samo vlasnici biznisa mogu kreirati oglase za biznis',
    ],
    [messages.businessAdForm.notAuthor, 'Nemate dozvolu da uređujete ovaj oglas'],
    [messages.businessList.noResultsHint, 'Pokušajte da promenite kriterijume pretrage'],
    [messages.businessList.descriptionHidden, 'Opis je dostupan samo investitorima'],
    [messages.businessList.loadFailed, 'Greška pri učitavanju oglasa za biznise'],
    [messages.businessDetail.noDetails, 'Dodatne informacije o biznisu nisu dostupne'],
    [messages.businessDetail.contactInvestorsOnly, 'Kontakt opcija je dostupna samo investitorima'],
    [messages.businessDetail.notFound, 'Oglas za biznis nije pronađen'],
    [messages.accessDenied.title, 'Pristup odbijen'],
    [
      messages.accessDenied.landOwnersOnly,
      'Samo vlasnici zemljišta mogu pristupiti ovoj stranici.',
    ],
    [
      messages.accessDenied.businessOwnersOnly,
      'Samo vlasnici biznisa mogu pristupiti ovoj stranici.',
    ],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('messages are Serbian Latin', () => {
  const all = Object.values(messages).flatMap((group) => Object.values(group) as string[]);

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
