// The server's own texts: the API's answers (DESIGN: every error body is { message } in
// Serbian) and the emails. They are sent by the server, and played by the MSW mocks; no screen
// shows them as such, so they stay out of the browser's bundle (a screen that falls back on one
// names its own text in `texts`). `{name}` marks a value that fillText() puts in.
import { registerCatalogue } from './i18n/catalogue';
import { catalogue as serbianLatinServer } from './i18n/catalogues/sr-Latn-server';
import { localized, msg } from './i18n/localized';
import { blockingTexts } from './texts';

// Answers to a request the HTTP layer refuses before any product rule runs.
export const apiTexts = localized(
  'api',
  {
    badRequest: 'Neispravan zahtev.',
    unauthorized: 'Niste prijavljeni ili je sesija istekla.',
    forbidden: 'Nemate dozvolu za ovu radnju.',
    notFound: 'Traženi resurs nije pronađen.',
    methodNotAllowed: 'Metoda nije dozvoljena.',
    notAcceptable: 'Traženi format odgovora nije podržan.',
    requestTimeout: 'Zahtev nije stigao na vreme.',
    conflict: 'Sukob sa postojećim podacima.',
    payloadTooLarge: 'Zahtev je prevelik. Najveća dozvoljena veličina slike je 5 MB.',
    bodyTooLarge: 'Zahtev je prevelik.',
    uriTooLong: 'Adresa zahteva je preduga.',
    unsupportedMediaType: 'Tip sadržaja nije podržan.',
    tooManyRequests: 'Previše zahteva. Pokušajte ponovo kasnije.',
    headersTooLarge: 'Zaglavlja zahteva su prevelika.',
    internalError: 'Došlo je do greške na serveru. Pokušajte ponovo kasnije.',
    databaseUnavailable: 'Servis je privremeno nedostupan. Pokušajte ponovo za nekoliko sekundi.',
    invalidJson: 'Neispravan zahtev: telo zahteva nije ispravan JSON.',
    emptyJson: 'Neispravan zahtev: telo zahteva je prazno.',
    invalidMultipart: 'Neispravan zahtev: telo obrasca nije ispravno.',
    bodyRequired: 'Neispravan zahtev: telo zahteva je obavezno.',
    badUrl: 'Neispravan zahtev: adresa zahteva nije ispravna.',
    forbiddenCharacters: 'Neispravan zahtev: tekst sadrži nedozvoljene znakove.',
    unknownField: 'Neispravan zahtev: nepoznato polje "{field}".',
    fieldRequired: 'Neispravan zahtev: polje "{field}" je obavezno.',
    fieldInvalid: 'Neispravan zahtev: polje "{field}" nije ispravno.',
  } as const,
  { server: true },
);

// Registration, verification, login (with its captcha) and passwords.
export const apiAuthTexts = localized(
  'apiAuth',
  {
    rateLimited: 'Previše zahteva. Pokušajte ponovo za minut.',
    registered: 'Registracija je uspešna. Proverite email za verifikaciju naloga.',
    verified: 'Email adresa je uspešno verifikovana.',
    verifyInvalid: 'Verifikacioni link je nevažeći ili je istekao.',
    verificationResent:
      'Ako nalog postoji i nije verifikovan, poslali smo novi verifikacioni link.',
    wrongCredentials: 'Pogrešan email ili lozinka.',
    captchaRequired: 'Molimo odgovorite na CAPTCHA pitanje.',
    captchaWrong: 'Odgovor na CAPTCHA pitanje nije tačan. Pokušajte ponovo.',
    captchaAddition: 'Koliko je {a} + {b}?',
    captchaSubtraction: 'Koliko je {a} - {b}?',
    notVerified: 'Email adresa nije verifikovana. Proverite svoje poruke.',
    commonPassword: 'Lozinka je previše česta i lako se pogađa. Izaberite drugu lozinku.',
    resetSent: 'Ako nalog postoji, poslali smo link za resetovanje lozinke.',
    passwordReset: 'Lozinka je uspešno resetovana.',
    resetInvalid: 'Link za resetovanje lozinke je nevažeći ili je istekao.',
    passwordChanged: 'Lozinka je uspešno promenjena.',
    oldPasswordWrong: 'Trenutna lozinka nije ispravna.',
    tooManyPasswordChanges: 'Previše pokušaja promene lozinke. Pokušajte ponovo za {minutes} min.',
    // A verification link opened again for an account it (or a newer link) already verified.
    alreadyVerified: 'Nalog je već verifikovan. Možete se prijaviti.',
  } as const,
  { server: true },
);

// Uploaded and served images.
export const apiImagesTexts = localized(
  'apiImages',
  {
    notFound: 'Slika nije pronađena.',
    unsupported: 'Dozvoljene su samo JPEG, PNG i WebP slike.',
    damaged: 'Slika je oštećena ili nije u formatu JPEG, PNG ili WebP.',
    tooLarge: 'Slika je veća od 5 MB.',
    tooManyPixels: 'Slika je prevelika: dozvoljeno je najviše 40 megapiksela.',
  } as const,
  { server: true },
);

// Conversations and messages.
export const apiMessagesTexts = localized(
  'apiMessages',
  {
    investorsOnly: 'Samo investitori mogu da započnu razgovor o oglasu.',
    toSelf: 'Ne možete poslati poruku samom sebi.',
    recipientNotAuthor: 'Primalac poruke mora biti autor oglasa.',
    empty: 'Poruka ne može biti prazna.',
    tooLong: msg<[max: number]>(
      'Poruka može imati najviše {max, plural, one {{max} karakter} other {{max} karaktera}}.',
      'max',
    ),
    conversationNotFound: 'Razgovor nije pronađen.',
    noAccess: 'Nemate pristup ovom razgovoru.',
    blockedByRecipient: blockingTexts.blockedByRecipient,
  } as const,
  { server: true },
);

// Reports of ads and blocked users.
export const apiReportsTexts = localized(
  'apiReports',
  {
    alreadyReported: 'Već ste prijavili ovaj oglas.',
    ownAd: 'Ne možete prijaviti svoj oglas.',
    tooManyReports: 'Previše prijava oglasa. Pokušajte ponovo za {minutes} min.',
  } as const,
  { server: true },
);

export const apiBlocksTexts = localized(
  'apiBlocks',
  {
    self: 'Ne možete blokirati sami sebe.',
    userNotFound: 'Korisnik nije pronađen.',
  } as const,
  { server: true },
);

// The operator's side: staff decisions on ads and accounts, appeals, account measures, companies.
// {until} is the end of a suspension, formatted for the reader.
export const apiModerationTexts = localized(
  'apiModeration',
  {
    forbiddenStaff: 'Samo moderatori mogu izvršiti ovu radnju.',
    adminOnly: 'Samo administratori mogu izvršiti ovu radnju.',
    actionDoesNotFitTarget: 'Ova mera se ne može primeniti na izabrani cilj.',
    actionDoesNotFitState: 'Ova mera se ne može primeniti u trenutnom stanju cilja.',
    targetNotFound: 'Cilj odluke nije pronađen.',
    untilRequired: 'Za suspenziju je potrebno navesti datum završetka.',
    untilInPast: 'Datum završetka mere mora biti u budućnosti.',
    unknownClause: 'Navedena tačka uslova korišćenja ne postoji.',
    statementRequired: 'Obrazloženje je obavezno.',
    decisionNotFound: 'Odluka nije pronađena.',
    appealNotYours: 'Žalbu može podneti samo korisnik na koga se odluka odnosi.',
    appealExists: 'Žalba na ovu odluku je već podneta.',
    appealNotFound: 'Žalba nije pronađena.',
    appealResolved: 'O ovoj žalbi je već odlučeno.',
    suspendedUntil: 'Vaš nalog je suspendovan do {until}.',
    banned: 'Vaš nalog je trajno zabranjen.',
    companyNumberInvalid: 'Matični/poreski broj firme nije ispravan za izabranu državu.',
    companyNameRequired: 'Naziv firme je obavezan.',
    companyOnlyBusinessOwner: 'Podatke o firmi unosi samo vlasnik biznisa.',
    userNotFound: 'Korisnik nije pronađen.',
    nothingToLift: 'Nalog nema aktivnu meru.',
    companyNotEntered: 'Korisnik nije uneo podatke o firmi.',
  } as const,
  { server: true },
);

// The emails the server sends (verification, password reset and change, address already registered).
export const emailsTexts = localized(
  'emails',
  {
    senderName: 'Nekretnine',
    greeting: 'Dobar dan, {name},',
    linkFallback: 'Ako dugme ne radi, otvorite ovaj link u pregledaču:',
    verifySubject: 'Potvrdite svoju email adresu',
    verifyIntro:
      'hvala što ste se registrovali. Potvrdite svoju email adresu otvaranjem linka ispod.',
    verifyValidity:
      'Link važi 24 sata. Ako niste vi napravili nalog, slobodno zanemarite ovu poruku.',
    verifyButton: 'Potvrdi email adresu',
    resetSubject: 'Resetovanje lozinke',
    resetIntro:
      'primili smo zahtev za resetovanje lozinke vašeg naloga. Novu lozinku postavite otvaranjem linka ispod.',
    resetValidity:
      'Link važi 1 sat i može se iskoristiti samo jednom. Ako niste vi tražili promenu lozinke, zanemarite ovu poruku; vaša lozinka ostaje ista.',
    resetButton: 'Postavi novu lozinku',
    passwordChangedSubject: 'Lozinka je promenjena',
    passwordChangedIntro:
      'lozinka vašeg naloga je upravo promenjena. Ako ste to bili vi, ne morate ništa da radite.',
    passwordChangedAdvice:
      'Ako niste vi, odmah postavite novu lozinku otvaranjem linka ispod: time se odjavljuju svi koji su prijavljeni na vaš nalog. Link važi 1 sat; posle toga novi link zatražite na stranici za prijavu.',
    accountExistsSubject: 'Nalog sa ovom email adresom već postoji',
    accountExistsIntro:
      'neko je upravo pokušao da napravi nalog sa ovom email adresom, ali nalog sa njom već postoji.',
    accountExistsAdvice:
      'Ako ste to bili vi, prijavite se; ako ste zaboravili lozinku, na stranici za prijavu možete zatražiti novu. Ako niste, zanemarite ovu poruku: vaš nalog je nepromenjen.',
    accountExistsButton: 'Prijavi se',
    // Notices: an unread message, and the new ads of saved searches (with an unsubscribe link).
    messageNoticeSubject: 'Nepročitana poruka od {sender}: {ad}',
    messageNoticeIntro: 'Imate nepročitanu poruku od korisnika {sender} o oglasu „{ad}“:',
    messageNoticeOnce:
      'Ovakvo obaveštenje šaljemo najviše jednom po razgovoru, dok ne pročitate njegove poruke.',
    messageNoticeButton: 'Otvori razgovor',
    messageNoticeUnsubscribe:
      'Ne želite obaveštenja o nepročitanim porukama? Isključite ih jednim klikom:',
    searchAlertSubject: msg<[count: number]>(
      '{count, plural, one {{count} novi oglas} few {{count} nova oglasa} other {{count} novih oglasa}} za vašu sačuvanu pretragu',
      'count',
    ),
    searchDigestSubject: msg<[count: number]>(
      'Dnevni pregled: {count, plural, one {{count} novi oglas} few {{count} nova oglasa} other {{count} novih oglasa}} za vašu sačuvanu pretragu',
      'count',
    ),
    searchAlertIntro: 'pojavili su se novi oglasi koji odgovaraju vašoj sačuvanoj pretrazi:',
    searchDigestIntro:
      'ovo su novi oglasi iz poslednjeg dana koji odgovaraju vašoj sačuvanoj pretrazi:',
    searchAlertItem: '{title}, {price}',
    searchAlertUnsubscribe:
      'Ne želite obaveštenja o sačuvanim pretragama? Isključite ih jednim klikom:',
    unsubscribeButton: 'Isključi obaveštenja',
  } as const,
  { server: true },
);

// Notice settings, unsubscribing and saved searches.
export const apiNotificationsTexts = localized(
  'apiNotifications',
  {
    unsubscribed: 'Odjava je primljena. Više vam nećemo slati ovu vrstu poruka.',
    savedSearchNotFound: 'Sačuvana pretraga nije pronađena.',
    tooManySavedSearches: msg<[max: number]>(
      'Možete sačuvati najviše {max, plural, one {{max} pretragu} few {{max} pretrage} other {{max} pretraga}}.',
      'max',
    ),
  } as const,
  { server: true },
);

export const serverTexts = {
  api: apiTexts,
  apiAuth: apiAuthTexts,
  apiImages: apiImagesTexts,
  apiMessages: apiMessagesTexts,
  apiReports: apiReportsTexts,
  apiBlocks: apiBlocksTexts,
  emails: emailsTexts,
  apiNotifications: apiNotificationsTexts,
  apiModeration: apiModerationTexts,
} as const;

// The Serbian Latin messages with values of these groups come with them: the server's answers
// are in Serbian Latin before any other catalogue is loaded.
registerCatalogue('sr-Latn', serbianLatinServer);
