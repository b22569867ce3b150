import type {
  AdStatus,
  BusinessType,
  LandType,
  Premises,
  StaffRole,
  UserType,
  Utility,
} from '@marketplace/domain';

/** Demo accounts, printed at start and listed in the README. */
export const DEMO_PASSWORD = 'demo-lozinka';

/** The last two are staff (the console at /admin): a moderator and an admin. */
export const DEMO_ACCOUNTS: ReadonlyArray<{
  email: string;
  fullName: string;
  userType: UserType;
  staffRole?: StaffRole;
}> = [
  { email: 'vlasnik.zemljista@demo.rs', fullName: 'Marko Petrović', userType: 'land_owner' },
  { email: 'vlasnik.biznisa@demo.rs', fullName: 'Jelena Jovanović', userType: 'business_owner' },
  { email: 'investitor@demo.rs', fullName: 'Nikola Marković', userType: 'investor' },
  { email: 'ana.kovacevic@demo.rs', fullName: 'Ana Kovačević', userType: 'land_owner' },
  { email: 'dragan.nikolic@demo.rs', fullName: 'Dragan Nikolić', userType: 'business_owner' },
  {
    email: 'moderator@demo.rs',
    fullName: 'Milica Stanković',
    userType: 'investor',
    staffRole: 'moderator',
  },
  { email: 'admin@demo.rs', fullName: 'Stefan Ilić', userType: 'investor', staffRole: 'admin' },
];

export const LAND_TITLES: ReadonlyArray<[string, LandType, string]> = [
  [
    'Plodna njiva uz asfaltni put',
    'agricultural',
    'Ravna njiva, prve klase, navodnjavanje moguće iz obližnjeg kanala.',
  ],
  [
    'Građevinski plac u mirnom naselju',
    'residential',
    'Plac sa svim priključcima, pogodan za porodičnu kuću.',
  ],
  [
    'Šuma hrasta i bukve',
    'commercial',
    'Mešovita šuma sa pristupnim putem, idealna za drvnu industriju.',
  ],
  [
    'Zemljište u industrijskoj zoni',
    'industrial',
    'Parcela uz magistralni put, blizina autoputa i železnice.',
  ],
  [
    'Plac pored jezera za vikendicu',
    'recreational',
    'Mirna lokacija sa pogledom na jezero, struja na parceli.',
  ],
  [
    'Voćnjak sa sistemom za navodnjavanje',
    'agricultural',
    'Zasad jabuka i šljiva, bunar i kap po kap navodnjavanje.',
  ],
  [
    'Urbanizovan plac blizu centra',
    'residential',
    'Dozvoljena gradnja do P+2, sve komunalije na placu.',
  ],
  [
    'Parcela za skladište i logistiku',
    'industrial',
    'Ravan teren, pristup za kamione, trofazna struja.',
  ],
  [
    'Livada u podnožju planine',
    'recreational',
    'Idealno za seoski turizam, izvor pitke vode na imanju.',
  ],
  [
    'Vinograd na južnoj padini',
    'agricultural',
    'Vinograd sa 2.000 čokota, vinska podrum-kuća u blizini.',
  ],
];

export const BUSINESS_TITLES: ReadonlyArray<[string, BusinessType, string]> = [
  [
    'Restoran domaće kuhinje sa baštom',
    'restaurant_hospitality',
    'Uhodan restoran sa 60 mesta i letnjom baštom, stalni gosti.',
  ],
  [
    'Prodavnica mešovite robe',
    'retail_services',
    'Prodavnica u centru naselja, stalni dobavljači, dobar promet.',
  ],
  [
    'Pekara sa sopstvenom proizvodnjom',
    'manufacturing',
    'Kompletna oprema, dva prodajna objekta, obučeni radnici.',
  ],
  [
    'IT firma za razvoj veb aplikacija',
    'technology_it',
    'Stalni klijenti iz EU, tim od 12 programera, bez dugova.',
  ],
  [
    'Privatna stomatološka ordinacija',
    'healthcare',
    'Dve stolice, savremena oprema, baza od 1.500 pacijenata.',
  ],
  [
    'Škola stranih jezika',
    'education',
    'Licencirana škola, 200 polaznika godišnje, sopstveni prostor.',
  ],
  [
    'Transportna firma sa voznim parkom',
    'transport_logistics',
    'Osam kamiona, ugovori sa distributerima, licence za EU.',
  ],
  [
    'Agencija za nekretnine',
    'real_estate',
    'Prepoznatljiv brend, baza klijenata, kancelarija u centru.',
  ],
  ['Menjačnica sa dozvolom', 'finance_banking', 'Uhodana menjačnica na frekventnoj lokaciji.'],
  [
    'Perionica automobila',
    'other',
    'Automatska i ručna perionica, dobar promet tokom cele godine.',
  ],
];

/** Background colours of the generated demo pictures: sky, ground. */
export const PALETTES: ReadonlyArray<[string, string]> = [
  ['#8ec5fc', '#5b8c2a'],
  ['#f6d365', '#7a9a3b'],
  ['#a1c4fd', '#3f6e3a'],
  ['#fbc2eb', '#8a6d3b'],
  ['#cfd9df', '#4e7d5b'],
  ['#fddb92', '#6b8e23'],
];

/**
 * Cadastral municipalities (katastarske opštine) around the towns of the demo land ads; a town
 * without an entry has one of its own name, as most towns do.
 */
export const CADASTRAL_MUNICIPALITIES: Readonly<Record<string, readonly string[]>> = {
  Beograd: ['Zemun Polje', 'Surčin', 'Ovča'],
  Pula: ['Pula', 'Štinjan'],
  Gradiška: ['Gradiška', 'Nova Topola'],
  Nikšić: ['Nikšić', 'Ozrinići'],
  Prilep: ['Prilep', 'Varoš'],
  Zrenjanin: ['Zrenjanin I', 'Ečka', 'Mužlja'],
  Dubrovnik: ['Gruž', 'Mokošica'],
  'Velika Kladuša': ['Velika Kladuša', 'Polje'],
  Kolašin: ['Kolašin', 'Smailagića Polje'],
  Struga: ['Struga', 'Kališta'],
  Smederevo: ['Smederevo', 'Radinac', 'Udovice'],
  Koprivnica: ['Koprivnica', 'Herešin'],
  Livno: ['Livno', 'Čaprazlije'],
  Rožaje: ['Rožaje', 'Bać'],
  Probištip: ['Probištip', 'Zletovo'],
  Šabac: ['Šabac', 'Majur', 'Mišar'],
  Zaprešić: ['Zaprešić', 'Pušća'],
  Derventa: ['Derventa', 'Bosanski Lužani'],
  Bar: ['Sutomore', 'Šušanj'],
  Gostivar: ['Gostivar', 'Čegrane'],
  Zaječar: ['Zaječar', 'Grljan'],
  Knin: ['Knin', 'Kovačić'],
  Bijeljina: ['Bijeljina', 'Dvorovi', 'Janja'],
};

/** What a plot of each type usually has, and its planned use (namena) in the plans' words. */
export const LAND_FACTS_BY_TYPE: Readonly<
  Record<LandType, { utilities: ReadonlyArray<readonly Utility[]>; zoning: readonly string[] }>
> = {
  agricultural: {
    utilities: [['road_access'], ['electricity', 'road_access'], ['water', 'road_access']],
    zoning: ['Poljoprivredno zemljište', 'Poljoprivredno zemljište, oranica prve klase'],
  },
  residential: {
    utilities: [
      ['electricity', 'water', 'sewage', 'gas', 'road_access'],
      ['electricity', 'water', 'road_access'],
      ['electricity', 'water', 'sewage', 'road_access'],
    ],
    zoning: ['Zona porodičnog stanovanja', 'Zona stanovanja srednje gustine'],
  },
  commercial: {
    utilities: [['electricity', 'water', 'road_access'], ['road_access']],
    zoning: ['Poslovno-komercijalna zona', 'Šumsko zemljište'],
  },
  industrial: {
    utilities: [
      ['electricity', 'water', 'sewage', 'gas', 'road_access'],
      ['electricity', 'water', 'road_access'],
    ],
    zoning: ['Privredna zona', 'Radna zona, proizvodnja i skladištenje'],
  },
  recreational: {
    utilities: [['electricity', 'road_access'], ['water'], []],
    zoning: ['Zona turizma i rekreacije', 'Vikend zona'],
  },
};

/** Land ads (by their index in the demo) that are reserved or sold; the others are active. */
export const LAND_STATUSES: Readonly<Record<number, AdStatus>> = {
  2: 'reserved',
  9: 'reserved',
  15: 'reserved',
  7: 'sold',
};

/** Business ads (by their index in the demo) that are reserved or sold. */
export const BUSINESS_STATUSES: Readonly<Record<number, AdStatus>> = {
  4: 'reserved',
  13: 'reserved',
  11: 'sold',
};

/** Why owners sell, as they write it. */
export const REASONS_FOR_SALE: readonly string[] = [
  'Odlazak u penziju, deca ne žele da nastave posao.',
  'Preseljenje u inostranstvo.',
  'Vlasnik se posvećuje drugom poslu.',
  'Porodične obaveze, nema dovoljno vremena za vođenje posla.',
  'Partneri se razilaze, jedan otkupljuje deo drugog ili se prodaje celina.',
  'Zdravstveni razlozi.',
];

/** How each kind of business usually holds its premises. */
export const PREMISES_BY_TYPE: Readonly<Record<BusinessType, readonly Premises[]>> = {
  restaurant_hospitality: ['leased', 'owned'],
  retail_services: ['leased', 'owned'],
  manufacturing: ['owned', 'leased'],
  technology_it: ['none', 'leased'],
  healthcare: ['owned', 'leased'],
  education: ['owned', 'leased'],
  transport_logistics: ['owned', 'leased'],
  real_estate: ['leased', 'none'],
  finance_banking: ['leased'],
  other: ['owned', 'leased'],
};
