import { localized } from './i18n/localized';
// The emails of moderation (server-only texts, like server-texts.ts): the receipt of a report
// and its outcome (DSA Art. 16(4), 16(5)), the statement of reasons to the user a measure
// restricts (Art. 17(3): the measure and how long, the facts, automated means, the clause, how
// to contest), and the outcome of an appeal. `{name}` marks a value fillText() puts in.
export const moderationEmailTexts = localized(
  'moderationEmail',
  {
    reportReceiptSubject: 'Primili smo vašu prijavu oglasa „{ad}“',
    reportReceiptIntro:
      'primili smo vašu prijavu oglasa „{ad}“ ({reason}) i zabeležili je {at}. Moderator će je pregledati i javićemo vam ishod.',
    reportOutcomeSubject: 'Odluka o vašoj prijavi oglasa „{ad}“',
    reportOutcomeRemoved:
      'pregledali smo vašu prijavu oglasa „{ad}“. Odluka: {measure}. Hvala vam što pomažete da oglasi budu pouzdani.',
    reportOutcomeKept:
      'pregledali smo vašu prijavu oglasa „{ad}“ i nismo utvrdili kršenje uslova korišćenja, pa oglas ostaje objavljen.',
    statementSubjectAd: 'Odluka o vašem oglasu „{ad}“',
    statementSubjectAccount: 'Odluka o vašem nalogu',
    statementIntro: 'obaveštavamo vas o odluci koja se odnosi na {target}.',
    statementMeasure: 'Mera: {measure}.',
    statementDurationUntil: 'Trajanje: do {until}.',
    statementDurationIndefinite: 'Trajanje: bez vremenskog ograničenja, dok se mera ne ukine.',
    statementFacts: 'Činjenice i okolnosti: {statement}',
    statementAfterReport: 'Odluka je doneta nakon prijave drugog korisnika.',
    statementOwnInitiative: 'Odluka je doneta na inicijativu moderatora, bez prijave korisnika.',
    statementAutomated:
      'Automatizovana sredstva nisu korišćena: odluku je doneo moderator koji je lično pregledao slučaj.',
    statementClause: 'Osnov: tačka {clause} uslova korišćenja ({reason}): {termsUrl}',
    statementContest:
      'Ako se ne slažete, možete podneti žalbu u roku od 6 meseci na stranici ispod. Imate pravo i na vansudsko rešavanje spora i na sudsku zaštitu.',
    statementButton: 'Podnesi žalbu',
    targetAd: 'vaš oglas „{ad}“',
    targetAccount: 'vaš nalog',
    measureHide: 'oglas je sakriven i više nije vidljiv drugim korisnicima',
    measureReject: 'oglas je odbijen i neće biti objavljen',
    measureSuspend: 'nalog je privremeno suspendovan, a vaši oglasi nisu vidljivi',
    measureBan: 'nalog je trajno zabranjen, a vaši oglasi nisu vidljivi',
    measureKept: 'oglas ostaje objavljen',
    appealOutcomeSubject: 'Odluka o vašoj žalbi',
    appealUpheld: 'razmotrili smo vašu žalbu i odluka ostaje na snazi. Obrazloženje: {statement}',
    appealReversed:
      'razmotrili smo vašu žalbu i usvojili je: mera je ukinuta. Obrazloženje: {statement}',
    suspensionEndedSubject: 'Suspenzija vašeg naloga je istekla',
    suspensionEnded:
      'suspenzija vašeg naloga je istekla. Ponovo se možete prijaviti, a vaši oglasi su ponovo vidljivi.',
  } as const,
  { server: true },
);
