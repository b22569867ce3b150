import type { BusinessType, LandType, UserType } from '@marketplace/domain';

/** Demo accounts, printed at start and listed in the README. */
export const DEMO_PASSWORD = 'demo-lozinka';

export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; fullName: string; userType: UserType }> =
  [
    { email: 'vlasnik.zemljista@demo.rs', fullName: 'Marko Petrović', userType: 'land_owner' },
    { email: 'vlasnik.biznisa@demo.rs', fullName: 'Jelena Jovanović', userType: 'business_owner' },
    { email: 'investitor@demo.rs', fullName: 'Nikola Marković', userType: 'investor' },
    { email: 'ana.kovacevic@demo.rs', fullName: 'Ana Kovačević', userType: 'land_owner' },
    { email: 'dragan.nikolic@demo.rs', fullName: 'Dragan Nikolić', userType: 'business_owner' },
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
