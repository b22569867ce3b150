import { navTexts } from './texts-frame';
// Not quoted by the spec: the staff console at /admin (moderation under the EU Digital Services
// Act). The names of measures, reasons, roles and states are moderationTexts (texts.ts).

/** 'Prosečno vreme' as the console shows it: '3 h 25 min', '45 min', 'manje od minut'. */
export function formatStaffDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return 'manje od minut';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const count = (n: number, one: string, few: string, many: string) => {
  const form = new Intl.PluralRules('sr-Latn').select(n);
  return `${n} ${form === 'one' ? one : form === 'few' ? few : many}`;
};

export const adminConsoleTexts = {
  title: navTexts.admin,
  navLabel: 'Odeljci administracije',
  sections: {
    overview: 'Pregled',
    reports: 'Prijave',
    queue: 'Odobravanje',
    appeals: 'Žalbe',
    users: 'Korisnici',
    auditLog: 'Dnevnik',
  },
  loading: 'Učitavanje…',
  retry: 'Pokušaj ponovo',
  overview: {
    openReports: 'Oglasi sa otvorenim prijavama',
    pendingAds: 'Oglasi koji čekaju odobrenje',
    openAppeals: 'Otvorene žalbe',
    median: 'Srednje vreme od prijave do odluke',
    medianHint: 'Za prijave rešene u poslednjih 30 dana.',
    noMedian: 'Nema rešenih prijava',
    loadFailed: 'Pregled nije mogao da se učita.',
  },
  reports: {
    open: 'Otvorene',
    closed: 'Rešene',
    filter: 'Prikaži prijave',
    empty: 'Nema otvorenih prijava.',
    emptyClosed: 'Nema rešenih prijava.',
    loadFailed: 'Prijave nisu mogle da se učitaju.',
    count: (n: number) => count(n, 'prijava', 'prijave', 'prijava'),
    reasons: 'Razlozi',
    reporter: 'Prijavio/la',
    noNote: 'Bez napomene',
    hide: 'Sakrij oglas',
    keep: 'Zadrži oglas',
  },
  ad: {
    author: 'Autor',
    price: 'Cena',
    state: 'Stanje',
    kinds: { land: 'Zemljište', business: 'Biznis' },
    open: 'Otvori oglas',
  },
  queue: {
    empty: 'Nema oglasa koji čekaju odobrenje.',
    loadFailed: 'Oglasi za odobravanje nisu mogli da se učitaju.',
    submitted: 'Poslat',
    approve: 'Odobri',
    reject: 'Odbij',
  },
  appeals: {
    empty: 'Nema otvorenih žalbi.',
    loadFailed: 'Žalbe nisu mogle da se učitaju.',
    decision: 'Odluka',
    appealText: 'Žalba korisnika',
    statement: 'Obrazloženje odluke',
    clause: 'Tačka uslova',
    submitted: 'Podneta',
    uphold: 'Odbij žalbu',
    reverse: 'Usvoji žalbu',
    upholdTitle: 'Odbij žalbu: odluka ostaje na snazi',
    reverseTitle: 'Usvoji žalbu: odluka se poništava',
  },
  users: {
    search: 'Pretraga po imenu ili email adresi',
    searchButton: 'Pretraži',
    empty: 'Nema korisnika koji odgovaraju pretrazi.',
    loadFailed: 'Korisnici nisu mogli da se učitaju.',
    open: (name: string) => `Otvori podatke: ${name}`,
    id: (id: number) => `ID ${id}`,
    loggedNotice: 'Otvaranje podataka korisnika se beleži u dnevniku.',
    back: 'Nazad na korisnike',
    notFound: 'Korisnik nije pronađen.',
    detailFailed: 'Podaci korisnika nisu mogli da se učitaju.',
    email: 'Email adresa',
    accountType: 'Tip naloga',
    staffRole: 'Uloga u timu',
    noStaffRole: 'Bez uloge',
    restriction: 'Mera',
    noRestriction: 'Nema mere',
    suspendedUntil: (until: string) => `Suspendovan do ${until}`,
    banned: 'Trajno zabranjen',
    company: 'Firma',
    noCompany: 'Nije uneta',
    companyVerified: 'Verifikovana',
    companyUnverified: 'Nije verifikovana',
    reportsMade: 'Prijave koje je podneo/la',
    noReports: 'Nema podnetih prijava.',
    decisions: 'Odluke o korisniku',
    noDecisions: 'Nema odluka.',
    reversed: 'Poništena',
    setRole: 'Promeni ulogu',
    roleSaved: 'Uloga je sačuvana.',
    roleFailed: 'Uloga nije sačuvana.',
  },
  auditLog: {
    empty: 'Nema zapisa za izabrane filtere.',
    loadFailed: 'Dnevnik nije mogao da se učita.',
    filters: 'Filteri dnevnika',
    actor: 'ID člana tima',
    action: 'Radnja',
    targetType: 'Vrsta cilja',
    targetId: 'ID cilja',
    any: 'Sve',
    apply: 'Primeni filtere',
    reset: 'Poništi filtere',
    time: 'Vreme',
    target: 'Cilj',
    details: 'Obrazloženje',
    system: 'Sistem',
    invalidId: 'Unesite pozitivan ceo broj.',
    actions: {
      view_user: 'Otvoreni podaci korisnika',
      set_staff_role: 'Promena uloge',
      resolve_appeal: 'Odluka o žalbi',
    },
    targetTypes: { land_ad: 'Oglas zemljišta', business_ad: 'Oglas biznisa', user: 'Korisnik' },
  },
  decision: {
    reason: 'Razlog',
    clause: 'Tačka uslova korišćenja',
    statement: 'Obrazloženje',
    statementHint: (max: number) =>
      `Korisnik dobija obrazloženje e-poštom. Najviše ${max} karaktera.`,
    until: 'Suspenzija traje do',
    choose: 'Izaberite…',
    reasonRequired: 'Izaberite razlog.',
    clauseRequired: 'Izaberite tačku uslova korišćenja.',
    statementRequired: 'Obrazloženje je obavezno.',
    statementTooLong: (max: number) => `Obrazloženje može imati najviše ${max} karaktera.`,
    untilRequired: 'Unesite datum i vreme završetka suspenzije.',
    untilInPast: 'Datum završetka mora biti u budućnosti.',
    next: 'Dalje',
    back: 'Nazad',
    cancel: 'Otkaži',
    confirmTitle: 'Potvrdi odluku',
    confirmText: 'Proverite odluku pre slanja. Odluka se upisuje u dnevnik.',
    confirm: 'Potvrdi odluku',
    done: 'Odluka je sačuvana.',
    failed: 'Odluka nije sačuvana. Pokušajte ponovo.',
    appealDone: 'Odluka o žalbi je sačuvana.',
  },
} as const;
