// Not quoted by the spec: what the user a moderation decision affects reads in the app (DSA
// Art. 17, 20): the statement of reasons and the appeal against it (/appeals/:decisionId), where
// their own ads stand with moderation, and the company a business owner enters for the
// 'Verifikovana firma' check. The same facts as the statement's email (moderation-email-texts.ts).
// A date ends its sentence: formatDate's '5. novembar 2024.' brings the full stop.

import { localized, msg } from './i18n/localized';

export const appealTexts = localized('appeal', {
  title: 'Obrazloženje odluke',
  intro:
    'Moderator je doneo odluku koja se odnosi na vas. Ovde su mera, razlozi i tačka uslova korišćenja na koju se oslanja.',
  loading: 'Učitavanje odluke…',
  loadFailed: 'Greška pri učitavanju odluke',
  notFound: 'Odluka nije pronađena',
  notFoundText: 'Odluka ne postoji ili se ne odnosi na vaš nalog.',
  decision: 'Odluka moderatora',
  measure: 'Mera',
  target: 'Odnosi se na',
  targetAd: msg<[title: string]>('Oglas „{title}“', 'title'),
  targetAccount: msg<[name: string]>('Nalog „{name}“', 'name'),
  facts: 'Činjenice i okolnosti',
  clause: 'Osnov u uslovima korišćenja',
  clauseLink: msg<[id: string, title: string]>('Tačka {id}: {title}', 'id', 'title'),
  reason: 'Razlog',
  duration: 'Trajanje',
  until: msg<[date: string]>('Do {date}', 'date'),
  indefinite: 'Bez vremenskog ograničenja, dok se mera ne ukine.',
  decidedAt: 'Datum odluke',
  origin: 'Povod',
  afterReport: 'Odluka je doneta nakon prijave drugog korisnika.',
  ownInitiative: 'Odluka je doneta na inicijativu moderatora, bez prijave korisnika.',
  means: 'Automatizovana sredstva',
  notAutomated:
    'Automatizovana sredstva nisu korišćena: odluku je doneo moderator koji je lično pregledao slučaj.',
  automated: 'Pri donošenju odluke korišćena su automatizovana sredstva.',
  reversed: msg<[date: string]>('Odluka je ukinuta {date}', 'date'),
  appealTitle: 'Žalba',
  appealIntro:
    'Ako se ne slažete sa odlukom, objasnite zašto. Žalbu razmatra moderator koji nije doneo ovu odluku kad god je to moguće.',
  appealDeadline: msg<[date: string]>('Žalbu možete podneti do {date}', 'date'),
  appealClosed: msg<[date: string]>('Rok za žalbu je istekao {date}', 'date'),
  appealLabel: 'Razlozi žalbe',
  submit: 'Pošalji žalbu',
  sendFailed: 'Žalba nije poslata. Pokušajte ponovo.',
  otherRemedies: 'Imate pravo i na vansudsko rešavanje spora i na sudsku zaštitu.',
  yourAppeal: 'Vaša žalba',
  submittedAt: msg<[date: string]>('Podneta {date}', 'date'),
  open: 'Žalba je primljena i čeka odluku.',
  upheld: 'Žalba je razmotrena i odluka ostaje na snazi.',
  reversedAppeal: 'Žalba je usvojena i mera je ukinuta.',
  resolution: 'Obrazloženje odluke o žalbi',
  resolvedAt: msg<[date: string]>('Odlučeno {date}', 'date'),
} as const);

// The moderation state of the author's own ad: on its page and on 'Moji oglasi'.
export const adModerationTexts = localized('adModeration', {
  pendingNotice: 'Oglas čeka odobrenje moderatora. Drugi korisnici ga vide kada bude odobren.',
  hiddenNotice: 'Oglas je sakriven i drugi korisnici ga ne vide.',
  rejectedNotice: 'Oglas je odbijen i neće biti objavljen.',
  statement: 'Obrazloženje',
  appealLink: 'Pogledaj obrazloženje i podnesi žalbu',
} as const);

// The business owner's company on the profile ('Verifikovana firma' once a moderator checks it).
export const companyTexts = localized('company', {
  title: 'Podaci o firmi',
  intro:
    'Unesite podatke o firmi. Kada ih moderator proveri, uz vaše oglase piše „Verifikovana firma“.',
  loading: 'Učitavanje podataka o firmi…',
  loadFailed: 'Greška pri učitavanju podataka o firmi',
  country: 'Država registracije',
  registrationNumber: 'Matični/poreski broj',
  numberHint: msg<[name: string, digits: number]>('{name}, {digits} cifara.', 'name', 'digits'),
  name: 'Naziv firme',
  save: 'Sačuvaj podatke o firmi',
  saved: 'Podaci o firmi su sačuvani.',
  saveFailed: 'Podaci o firmi nisu sačuvani. Pokušajte ponovo.',
  invalidNumber: 'Matični/poreski broj firme nije ispravan za izabranu državu.',
  pendingCheck: 'Podatke o firmi proverava moderator.',
  changeEndsVerification: 'Izmena broja ili naziva firme poništava verifikaciju.',
} as const);
