import { localized, MAX_IMAGE_MB, MAX_IMAGES, msg } from '@marketplace/domain';
import { primitiveLabels } from './primitives/labels';

/**
 * The design system's own texts: the default labels of its components where the spec quotes
 * nothing (the primitives' own, from primitives/labels.ts, and the product components'). Product
 * texts the spec quotes come from `texts` of @marketplace/domain; every label here can be
 * overridden through the component's props.
 */
export const uiTexts = localized('ui', {
  ...primitiveLabels,
  accessDenied: { accountType: 'Vaš tip naloga:', back: 'Nazad' },
  adCard: { location: 'Lokacija', area: 'Površina', deleted: 'Obrisan' },
  cardActions: { edit: 'Uredi', delete: 'Obriši' },
  businessFacts: {
    location: 'Lokacija',
    revenue: 'Godišnji prihod',
    employees: 'Zaposleni',
    established: 'Osnovan',
  },
  callToAction: {
    title: 'Spremni da počnete?',
    // spec §1: registration is free.
    text: 'Registracija je besplatna. Napravite nalog i objavite oglas ili pronađite investiciju.',
  },
  conversationList: {
    label: 'Razgovori',
    empty: 'Nemate nijedan razgovor',
    unread: msg<[badge: string]>('Nepročitane poruke: {badge}', 'badge'),
  },
  hero: {
    // spec §1: the product links the three groups directly, without intermediaries.
    tagline:
      'Povezujemo vlasnike zemljišta, vlasnike biznisa i investitore direktno, bez posrednika.',
    signInPrompt:
      'Prijavite se ili se registrujte da biste pregledali oglase i kontaktirali vlasnike.',
  },
  imageGallery: { empty: 'Nema slika' },
  imageUploader: {
    label: 'Slike',
    hint: `Do ${MAX_IMAGES} slika, najviše ${MAX_IMAGE_MB}MB po slici`,
    add: 'Dodaj slike',
    new: 'Nova',
    remove: msg<[position: number]>('Ukloni sliku {position}', 'position'),
    count: msg<[count: number, max: number]>('{count} od {max}', 'count', 'max'),
  },
  messageThread: { input: 'Poruka', loading: 'Učitavanje poruka...' },
  navBar: {
    // The product's name as the page title and the home hero show it (spec §2).
    productName: 'Nekretnine',
    menu: 'Meni',
    mainNavigation: 'Glavna navigacija',
    /**
     * Spoken after 'Poruke' instead of the bare badge: 'Poruke 5 nepročitanih poruka'. `count` is
     * capped above the badge's cap, so '99+' reads in the 'other' form.
     */
    unread: msg<[count: number, badge: string]>(
      '{count, plural, one {{badge} nepročitana poruka} few {{badge} nepročitane poruke} other {{badge} nepročitanih poruka}}',
      'count',
      'badge',
    ),
    /** The language menu: its name, and its button's name with the current language. */
    language: 'Jezik',
    languageButton: msg<[current: string]>('Jezik: {current}', 'current'),
  },
  searchPanel: {
    text: 'Pretraga',
    country: 'Država',
    allCountries: 'Sve države',
    city: 'Grad',
    minPrice: 'Minimalna cena',
    maxPrice: 'Maksimalna cena',
    businessType: 'Tip biznisa',
    minRevenue: 'Minimalni godišnji prihod',
    maxRevenue: 'Maksimalni godišnji prihod',
    minArea: 'Minimalna površina (m²)',
    maxArea: 'Maksimalna površina (m²)',
    landTypes: 'Tip zemljišta',
    sort: 'Sortiranje',
    landRegion: 'Pretraga oglasa',
    businessRegion: 'Pretraga biznis oglasa',
    textPlaceholder: 'Pretražite po nazivu ili opisu',
  },
  whatWeOffer: {
    title: 'Šta nudimo',
    realEstate: 'Zemljišta na prodaju, sa cenom, površinom i lokacijom svake parcele.',
    business: 'Biznisi na prodaju, sa godišnjim prihodom, brojem zaposlenih i godinom osnivanja.',
    investments: 'Kao investitor pregledajte oglase i pišite vlasnicima direktno, kroz poruke.',
  },
  whyChooseUs: {
    title: 'Zašto izabrati nas',
    // spec §2: advanced search, security and trust, direct connection, growth. The descriptions
    // carry the marketing claims of spec §1 (verified users, search by location, price and type).
    reasons: [
      {
        title: 'Napredna pretraga',
        description: 'Pretražujte oglase po lokaciji, ceni i vrsti zemljišta ili biznisa.',
      },
      {
        title: 'Sigurnost i poverenje',
        description: 'Svi korisnici su verifikovani, pa znate s kim poslujete.',
      },
      {
        title: 'Direktan kontakt',
        description: 'Vlasnici i investitori dopisuju se direktno, bez posrednika.',
      },
      {
        title: 'Rast i razvoj',
        description: 'Pronađite pravu priliku za ulaganje i razvijte svoj posao.',
      },
    ],
  },
  // The ad page's parts (gallery viewer, breadcrumbs, seller panel, share, facts).
  adPage: {
    showImage: msg<[position: number, total: number]>(
      'Prikaži sliku {position} od {total}',
      'position',
      'total',
    ),
    position: msg<[position: number, total: number]>(
      'Slika {position} od {total}',
      'position',
      'total',
    ),
    previous: 'Prethodna slika',
    next: 'Sledeća slika',
    thumbnails: 'Sve slike',
  },
} as const);
