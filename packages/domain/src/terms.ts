// The public terms of use (/uslovi) as numbered clauses. A moderation decision cites one by its id
// (openapi.yaml DecisionRequest.terms_clause, e.g. '4.1'), and its statement of reasons links it
// (terms-links.ts).
import { localized } from './i18n/localized';
import { APPEAL_WINDOW_MONTHS, DEFAULT_MODERATION_NEW_ACCOUNT_DAYS } from './moderation';

/** DSA Art. 12: the single point of contact for users. */
export const CONTACT_EMAIL = 'kontakt@trziste.rs';
/** DSA Art. 11: the single point of contact for Member States' authorities, the Commission and the Board. */
export const AUTHORITIES_EMAIL = 'organi@trziste.rs';
/** DSA Art. 11(3), 12: the languages in which one can write to either point (texts.contact). */
export const CONTACT_LANGUAGES = ['sr', 'hr', 'en'] as const;
export type ContactLanguage = (typeof CONTACT_LANGUAGES)[number];
/** Users get an answer within this many working days; authorities without delay. */
export const CONTACT_RESPONSE_WORKING_DAYS = 2;

export interface TermsClause {
  /** 'section.clause', e.g. '3.2'. */
  id: string;
  title: string;
  text: string;
}

export interface TermsSection {
  /** The section's number, e.g. '3'. */
  id: string;
  title: string;
  clauses: readonly TermsClause[];
}

export const TERMS_SECTIONS: readonly TermsSection[] = localized(
  'termsOfUse',
  [
    {
      id: '1',
      title: 'Opšte odredbe',
      clauses: [
        {
          id: '1.1',
          title: 'Predmet',
          text: 'Sajt Nekretnine je internet tržište na kome vlasnici zemljišta i vlasnici biznisa objavljuju oglase, a investitori ih pregledaju i vlasnicima pišu direktno, bez posrednika. Ovi uslovi važe za svakog ko koristi sajt.',
        },
        {
          id: '1.2',
          title: 'Prihvatanje i izmene',
          text: 'Registracijom prihvatate ove uslove. O izmenama uslova registrovane korisnike obaveštavamo e-poštom pre nego što izmene počnu da važe.',
        },
        {
          id: '1.3',
          title: 'Naša uloga',
          text: 'Ne kupujemo i ne prodajemo oglašeno zemljište ni biznise i nismo strana u ugovoru između korisnika. Za tačnost oglasa odgovara onaj ko ga je objavio.',
        },
      ],
    },
    {
      id: '2',
      title: 'Nalozi',
      clauses: [
        {
          id: '2.1',
          title: 'Tačni podaci',
          text: 'Pri registraciji navodite svoje ime i prezime i email adresu koju koristite, a tip naloga (vlasnik zemljišta, vlasnik biznisa ili investitor) birate prema onome što zaista nameravate.',
        },
        {
          id: '2.2',
          title: 'Jedna osoba, jedan nalog',
          text: 'Nalog koristi samo osoba koja ga je otvorila. Nije dozvoljeno otvarati više naloga, niti novim nalogom zaobilaziti meru izrečenu postojećem.',
        },
        {
          id: '2.3',
          title: 'Bezbednost naloga',
          text: 'Lozinku čuvate samo za sebe; za ono što se uradi sa vašeg naloga odgovarate vi. Ako posumnjate da neko drugi koristi vaš nalog, promenite lozinku i javite nam se.',
        },
      ],
    },
    {
      id: '3',
      title: 'Sadržaj oglasa',
      clauses: [
        {
          id: '3.1',
          title: 'Istinit oglas',
          text: 'Oglas tačno opisuje zemljište ili biznis: cenu, površinu, lokaciju, stanje i fotografije. Ne navodite podatke za koje znate da nisu tačni.',
        },
        {
          id: '3.2',
          title: 'Pravo na oglašavanje',
          text: 'Oglašavate samo zemljište koje je vaše ili kojim ste ovlašćeni da raspolažete, odnosno biznis čiji ste vlasnik ili zastupnik.',
        },
        {
          id: '3.3',
          title: 'Tačna kategorija',
          text: 'Oglas postavljate kao oglas za zemljište ili za biznis, prema onome što prodajete, i birate tačan tip zemljišta ili biznisa.',
        },
        {
          id: '3.4',
          title: 'Bez duplikata',
          text: 'Isto zemljište ili isti biznis oglašavate jednim oglasom. Umesto novog oglasa izmenite postojeći.',
        },
      ],
    },
    {
      id: '4',
      title: 'Zabranjen sadržaj',
      clauses: [
        {
          id: '4.1',
          title: 'Prevara',
          text: 'Zabranjeni su lažni oglasi, oglasi za imovinu koja ne postoji ili nije na prodaju, traženje avansa ili ličnih podataka pod lažnim izgovorom i svaki drugi pokušaj prevare.',
        },
        {
          id: '4.2',
          title: 'Nezakonit sadržaj i zabranjena roba',
          text: 'Zabranjeno je oglašavati ono čiji je promet zakonom zabranjen ili ograničen, kao i sadržaj koji krši tuđa prava, na primer tuđe fotografije ili lične podatke drugih osoba.',
        },
        {
          id: '4.3',
          title: 'Neželjeni sadržaj',
          text: 'Zabranjene su masovne i neželjene poruke (spam), reklame za druge usluge i linkovi koji nemaju veze sa oglasom.',
        },
        {
          id: '4.4',
          title: 'Uvrede i pretnje',
          text: 'Zabranjeni su uvrede, pretnje i govor mržnje, u oglasima i u porukama.',
        },
      ],
    },
    {
      id: '5',
      title: 'Moderacija i mere',
      clauses: [
        {
          id: '5.1',
          title: 'Provera sadržaja',
          text: 'Oglase i naloge proveravaju naši moderatori, po prijavi korisnika ili na sopstvenu inicijativu. O svakoj meri odlučuje moderator.',
        },
        {
          id: '5.2',
          title: 'Mere prema oglasima',
          text: 'Oglas koji krši ove uslove moderator može sakriti, pa ga drugi korisnici više ne vide, ili odbiti, pa se ne objavljuje. Sakriven oglas se vraća kada razlog prestane ili kada žalba bude usvojena.',
        },
        {
          id: '5.3',
          title: 'Mere prema nalozima',
          text: 'Zbog teže ili ponovljene povrede nalog se može suspendovati do određenog datuma ili trajno zabraniti. Dok mera traje, nalog ne može da objavljuje oglase niti da šalje poruke.',
        },
        {
          id: '5.4',
          title: 'Odobravanje pre objave',
          text: `Kada je uključeno odobravanje pre objave, oglasi naloga mlađih od ${DEFAULT_MODERATION_NEW_ACCOUNT_DAYS} dana objavljuju se tek kada ih moderator odobri; do tada nose oznaku „Čeka odobrenje“. Isto važi kada se objavljenom oglasu promeni naslov, cena, broj parcele ili fotografije.`,
        },
        {
          id: '5.5',
          title: 'Srazmernost',
          text: 'Meru biramo prema težini i učestalosti povrede i prema tome da li je povreda učinjena namerno.',
        },
      ],
    },
    {
      id: '6',
      title: 'Obrazloženje i žalba',
      clauses: [
        {
          id: '6.1',
          title: 'Obrazloženje odluke',
          text: 'O svakoj meri dobijate obrazloženje e-poštom: šta je preduzeto i zašto, na koju tačku ovih uslova se mera oslanja, da li je usledila po prijavi i koliko traje.',
        },
        {
          id: '6.2',
          title: 'Žalba',
          text: `Na odluku možete podneti žalbu u roku od ${APPEAL_WINDOW_MONTHS} meseci, preko linka u poruci sa obrazloženjem. Žalba je besplatna.`,
        },
        {
          id: '6.3',
          title: 'Odluka po žalbi',
          text: 'Žalbu razmatra moderator i odgovara vam e-poštom: odluka ostaje na snazi ili se ukida, a ukinuta mera se poništava. Spor možete izneti i pred nadležni organ ili sud.',
        },
      ],
    },
    {
      id: '7',
      title: 'Prijave',
      clauses: [
        {
          id: '7.1',
          title: 'Ko prijavljuje',
          text: 'Svaki prijavljeni korisnik može dugmetom „Prijavi oglas“ prijaviti oglas za koji smatra da krši ove uslove ili zakon, uz razlog prijave i, po želji, napomenu.',
        },
        {
          id: '7.2',
          title: 'Potvrda i ishod',
          text: 'Kada primimo prijavu, šaljemo vam potvrdu e-poštom, a kada moderator o njoj odluči, i obaveštenje o ishodu.',
        },
        {
          id: '7.3',
          title: 'Zloupotreba prijava',
          text: 'Ako nalog često podnosi očigledno neosnovane prijave, njegove prijave možemo privremeno prestati da razmatramo, uz prethodno upozorenje.',
        },
      ],
    },
    {
      id: '8',
      title: 'Verifikovane firme',
      clauses: [
        {
          id: '8.1',
          title: 'Podaci o firmi',
          text: 'Vlasnik biznisa može na profilu uneti naziv i matični ili poreski broj svoje firme. Kada moderator podatke proveri u javnom registru, uz njegove oglase stoji oznaka „Verifikovana firma“.',
        },
        {
          id: '8.2',
          title: 'Šta oznaka znači',
          text: 'Oznaka potvrđuje samo da firma postoji i da su njeni podaci tačno uneti. Ona nije preporuka ni garancija za oglašeni biznis; promenom naziva ili broja oznaka se gubi do nove provere.',
        },
      ],
    },
    {
      id: '9',
      title: 'Kontakt',
      clauses: [
        {
          id: '9.1',
          title: 'Za korisnike',
          text: `Pitanja o nalogu, oglasima i merama šaljite na ${CONTACT_EMAIL}, na srpskom, hrvatskom ili engleskom jeziku.`,
        },
        {
          id: '9.2',
          title: 'Za organe vlasti',
          text: `Organi država članica EU, Evropska komisija i Evropski odbor za digitalne usluge obraćaju nam se na ${AUTHORITIES_EMAIL}, na srpskom, hrvatskom ili engleskom jeziku.`,
        },
      ],
    },
  ],
  { codes: ['id'] },
);

/** Every clause, in order. */
export const TERMS_CLAUSES: readonly TermsClause[] = TERMS_SECTIONS.flatMap(
  (section) => section.clauses,
);

/** Does the terms of use have a clause with this id ('4.1')? */
export function isTermsClause(id: string): boolean {
  return TERMS_CLAUSES.some((clause) => clause.id === id);
}

/** The clause with this id, or null. */
export function termsClause(id: string): TermsClause | null {
  return TERMS_CLAUSES.find((clause) => clause.id === id) ?? null;
}
