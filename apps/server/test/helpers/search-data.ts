import { sql, type SQL } from 'drizzle-orm';
// Serbian Latin in Cyrillic, as a quarter of the ads are written: the site's own transliteration.
import { BUSINESS_TYPES, CITIES, getCountry, LAND_TYPES, toCyrillic } from '@marketplace/domain';
import type { Database } from '../../src/db/connect';
import { encodeCursor } from '../../src/services/ad-search';
import { maintainAdTable } from '../../src/services/planner-statistics';

/*
 * Land ads at market scale for the search benchmark and the EXPLAIN test: realistic Serbian titles
 * and descriptions (a quarter in Cyrillic), every city of the location data (the first ones, the
 * large towns, far more often), prices that follow area and town, some deleted ads, two images on
 * average. Written by one INSERT … SELECT over generate_series per batch, as a bulk import would
 * be: the search columns and counters come from the database itself.
 */

const TITLES: Readonly<Record<(typeof LAND_TYPES)[number], readonly string[]>> = {
  agricultural: ['Poljoprivredno zemljište', 'Njiva', 'Oranica', 'Voćnjak'],
  residential: ['Gradsko zemljište', 'Plac za kuću', 'Građevinski plac', 'Plac u naselju'],
  commercial: ['Šumsko zemljište', 'Šuma', 'Šuma sa izvorom', 'Mešovita šuma'],
  industrial: ['Zemljište za izgradnju', 'Plac za halu', 'Industrijska parcela', 'Plac uz put'],
  recreational: ['Zemljište za rekreaciju', 'Vikend plac', 'Plac na obali reke', 'Plac kod jezera'],
};

const SENTENCES = [
  'Parcela je ravna i pravilnog oblika.',
  'Struja i voda su na granici placa.',
  'Pristup direktno sa asfaltnog puta.',
  'Papiri uredni, vlasništvo 1/1.',
  'Moguća zamena za stan ili automobil.',
  'Pogodno za izgradnju porodične kuće.',
  'U blizini su škola, prodavnica i autobuska stanica.',
  'Plac je ograđen i ima bunar.',
  'Prelep pogled na planinu i dolinu.',
  'Cena nije fiksna, moguć dogovor.',
  'Zemljište je upisano u katastar kao građevinsko.',
  'Idealno za voćnjak ili vinograd.',
  'Do centra grada ima desetak minuta vožnje.',
  'Kanalizacija i gas su u ulici.',
  'Hitna prodaja zbog odlaska u inostranstvo.',
  'Kontakt isključivo preko poruka na sajtu.',
];

// What sellers list besides: one to three of these close each description, the first ones far
// more often (as a market's words are: a few in every other ad, most in a few in a hundred).
const FEATURES = [
  'Ima bunar.',
  'Uknjiženo.',
  'Bez tereta i hipoteke.',
  'Struja trofazna.',
  'Asfaltni prilaz.',
  'Pogled na reku.',
  'Plodna zemlja, prva klasa.',
  'Kanal za navodnjavanje uz parcelu.',
  'Na parceli je stari salaš.',
  'Vikendica od 30 m² na placu.',
  'Ograđeno žičanom ogradom.',
  'Voćke u punom rodu.',
  'Vinograd od 20 ari.',
  'Šljivik i orah.',
  'Prilaz kamionom.',
  'Gradska voda i kanalizacija.',
  'Dozvoljena gradnja do P+2.',
  'Urbanistički projekat urađen.',
  'Lokacijska dozvola u pripremi.',
  'Blizu autoputa.',
  'Uz regionalni put.',
  'Pored potoka.',
  'Na ivici šume.',
  'Južna ekspozicija.',
  'Blagi nagib.',
  'Pesak i šljunak u zemlji.',
  'Pogodno za pčelarstvo.',
  'Pogodno za plastenike.',
  'Pogodno za magacin.',
  'Pogodno za benzinsku pumpu.',
  'Pogodno za turistički kompleks.',
  'Pogodno za ribnjak.',
  'Hrastova šuma, spremna za seču.',
  'Bagremova šuma.',
  'Četinari.',
  'Lovište u blizini.',
  'Pogled na jezero.',
  'Na obali Dunava.',
  'Na obali Save.',
  'Uz Moravu.',
  'Do granice sa Mađarskom 5 km.',
  'Do aerodroma 15 minuta.',
  'Mirno naselje.',
  'Komšije su vikendaši.',
  'Objekat za stoku.',
  'Stara kuća za rušenje.',
  'Temelji za kuću postoje.',
  'Gas na parceli.',
  'Optički internet u ulici.',
  'Prodaja preko agencije nije moguća.',
  'Kupcu plaćamo porez na prenos.',
  'Moguće plaćanje na rate.',
  'Prihvatam kredit.',
  'Prodajem zbog selidbe.',
  'Nasledstvo, više vlasnika, svi saglasni.',
  'Deo parcele pod livadom.',
  'Pašnjak i livada.',
  'Ekološki čisto područje.',
  'Organska proizvodnja sertifikovana.',
  'Sistem kap po kap.',
  'Zalivni sistem postavljen.',
  'Hladnjača u selu.',
  'Otkupna stanica u blizini.',
  'Pogodno za solarnu elektranu.',
];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const values = (rows: readonly (readonly (string | number)[])[]) =>
  rows
    .map(
      (row) => `(${row.map((v) => (typeof v === 'number' ? String(v) : literal(v))).join(', ')})`,
    )
    .join(',\n');

const cityRows = CITIES.map((city, index) => [
  index,
  city.countryId,
  city.id,
  `${city.name}, ${getCountry(city.countryId)?.name ?? ''}`,
  toCyrillic(`${city.name}, ${getCountry(city.countryId)?.name ?? ''}`),
]);
const titleRows = LAND_TYPES.flatMap((type, typeIndex) =>
  TITLES[type].map((title, variant) => [typeIndex, variant, type, title, toCyrillic(title)]),
);
const sentenceRows = SENTENCES.map((sentence, index) => [index, sentence, toCyrillic(sentence)]);
const featureRows = FEATURES.map((feature, index) => [index, feature, toCyrillic(feature)]);

/** A uniform number in [0, 1) from the row number and a salt: the same data on every run. */
const uniform = (salt: number) =>
  `((hashint4(g * 16 + ${salt})::float8 + 2147483648) / 4294967296)`;

/** Inserts land ads `from`..`to` (row numbers; creation times go back 29 s per row from now). */
function insertBatch(userId: number, from: number, to: number): SQL {
  return sql.raw(`
    with cities (idx, country_id, city_id, lat, cyr) as (values ${values(cityRows)}),
    titles (type_idx, variant, land_type, lat, cyr) as (values ${values(titleRows)}),
    sentences (idx, lat, cyr) as (values ${values(sentenceRows)}),
    features (idx, lat, cyr) as (values ${values(featureRows)})
    insert into land_ads
      (user_id, title, description, price, area, country_id, city_id, land_type, created_at, deleted, status)
    select ${userId},
      case when r.cyrillic then t.cyr else t.lat end || ', ' || r.area::int || ' m², '
        || case when r.cyrillic then c.cyr else c.lat end,
      case when r.cyrillic
        then s1.cyr || ' ' || s2.cyr || ' ' || s3.cyr || ' ' || c.cyr || '. ' || f1.cyr
          || case when r.u12 < 0.6 then ' ' || f2.cyr else '' end
          || case when r.u12 < 0.3 then ' ' || f3.cyr else '' end
        else s1.lat || ' ' || s2.lat || ' ' || s3.lat || ' ' || c.lat || '. ' || f1.lat
          || case when r.u12 < 0.6 then ' ' || f2.lat else '' end
          || case when r.u12 < 0.3 then ' ' || f3.lat else '' end end,
      -- € per m² from 3 to 63, up to twice that in the large towns; rounded to 100 €.
      greatest(100, round(r.area * (3 + 60 * r.u6) * (2 - c.idx::float8 / ${cityRows.length}) / 100) * 100),
      r.area, c.country_id, c.city_id, t.land_type,
      now() - g * interval '29 seconds',
      r.u10 < 0.03,
      -- One ad in twenty sold (left out of searches unless include_sold), one reserved.
      case when r.u11 < 0.05 then 'sold' when r.u11 < 0.1 then 'reserved' else 'active' end
    from generate_series(${from}, ${to}) g
    cross join lateral (select
      ${uniform(1)} as u1, ${uniform(2)} as u2, ${uniform(3)} as u3, ${uniform(4)} < 0.25 as cyrillic,
      round(200 * power(250, ${uniform(5)}) / 10) * 10 as area, ${uniform(6)} as u6,
      ${uniform(7)} as u7, ${uniform(8)} as u8, ${uniform(9)} as u9, ${uniform(10)} as u10,
      ${uniform(11)} as u11, ${uniform(12)} as u12, ${uniform(13)} as u13, ${uniform(14)} as u14,
      ${uniform(15)} as u15) r
    join cities c on c.idx = floor(${cityRows.length} * r.u1 * r.u1)::int
    join titles t on t.type_idx = floor(${LAND_TYPES.length} * r.u2)::int
      and t.variant = floor(4 * r.u3)::int
    join sentences s1 on s1.idx = floor(16 * r.u7)::int
    join sentences s2 on s2.idx = (s1.idx + 1 + floor(5 * r.u8)::int) % 16
    join sentences s3 on s3.idx = (s1.idx + 6 + floor(5 * r.u9)::int) % 16
    join features f1 on f1.idx = floor(${FEATURES.length} * power(r.u13, 3))::int
    join features f2 on f2.idx = floor(${FEATURES.length} * power(r.u14, 2))::int
    join features f3 on f3.idx = floor(${FEATURES.length} * r.u15)::int`);
}

/** One to three images per ad of the id range (two on average); the files need not exist. */
const insertImages = (fromId: number) =>
  sql`insert into land_ad_images (ad_id, filename, thumbnail_filename, order_index)
    select a.id, md5(a.id || '-' || i) || '.webp', md5(a.id || '-' || i) || '-thumb.webp', i
    from land_ads a cross join generate_series(0, 2) i
    where a.id > ${fromId} and i < 1 + a.id % 3`;

export interface SeedProgress {
  (inserted: number): void;
}

/** Inserts `count` land ads of `userId` in batches, then what autovacuum does after it
 * (maintainAdTable: the trigram index's pending list merged, the statistics taken). */
export async function seedSearchAds(
  db: Database,
  options: { count: number; userId: number; batch?: number; onProgress?: SeedProgress },
): Promise<void> {
  const batch = options.batch ?? 50_000;
  for (let from = 1; from <= options.count; from += batch) {
    const to = Math.min(options.count, from + batch - 1);
    const before = await db.execute<{ max: number | null }>(
      sql`select coalesce(max(id), 0)::int as max from land_ads`,
    );
    await db.execute(insertBatch(options.userId, from, to));
    await db.execute(insertImages(before.rows[0]?.max ?? 0));
    options.onProgress?.(to);
  }
  await maintainAdTable(db, 'land_ads');
  await db.execute(sql`analyze land_ad_images`);
  await db.execute(sql`analyze search_word_counts`);
}

/** A cursor `position` ads deep into the newest-first order of all active land ads. */
export async function deepCursor(db: Database, position: number): Promise<string> {
  const result = await db.execute<{ key: string; id: number }>(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key, id
    from land_ads where deleted = false order by created_at desc, id desc
    offset ${position} limit 1`);
  const row = result.rows[0];
  if (!row) throw new Error(`fewer than ${position + 1} active land ads`);
  return encodeCursor('land', 'newest', { key: row.key, id: Number(row.id) });
}

/** The five typical searches, as query parameters. */
export function typicalSearches(
  cursor: string,
): { name: string; params: Record<string, string> }[] {
  return [
    { name: 'text', params: { q: 'cacak' } },
    { name: 'text + price', params: { q: 'plac', price_max: '30000' } },
    {
      name: 'country + city, by price',
      params: { country_id: '1', city_id: '102', sort: 'price_asc' },
    },
    { name: 'cursor deep into the results', params: { cursor } },
    { name: 'no filter', params: {} },
  ];
}

/** A reproducible stream of uniform numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Words buyers type, taken from the ads' own texts: every word of four letters or more of the
 * titles, descriptions and places, as written (diacritics and all); search folds them.
 */
export const MARKET_WORDS: readonly string[] = [
  ...new Set(
    [...Object.values(TITLES).flat(), ...SENTENCES, ...FEATURES, ...CITIES.map((city) => city.name)]
      .flatMap((text) => text.split(/[^\p{L}\p{N}]+/u))
      .filter((word) => word.length >= 4),
  ),
];

export const SEARCH_SHAPES = [
  'word',
  'word + price cap',
  'place + sort',
  'type + area band + sort',
] as const;
export type SearchShape = (typeof SEARCH_SHAPES)[number];

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
const LAND_SORTS = ['newest', 'price_asc', 'price_desc', 'price_per_m2_asc', 'area_desc'] as const;

/**
 * One land-ad search of `shape` as buyers send them, drawn from `random`: a word of the ads' texts;
 * a word with a price cap; a city with a sort; a land type with an area band and a sort. Nearly
 * every draw differs (≈ 250 words, 500 cities, 5 sorts, bands and caps in steps).
 */
export function randomLandSearch(random: () => number, shape: SearchShape): Record<string, string> {
  switch (shape) {
    case 'word':
      return { q: pick(random, MARKET_WORDS) };
    case 'word + price cap':
      return {
        q: pick(random, MARKET_WORDS),
        price_max: String(5_000 * (1 + Math.floor(random() * 60))),
      };
    case 'place + sort': {
      const city = pick(random, CITIES);
      return {
        country_id: String(city.countryId),
        city_id: String(city.id),
        sort: pick(random, LAND_SORTS),
      };
    }
    case 'type + area band + sort': {
      const from = 100 * Math.floor(random() * 100) * (1 + Math.floor(random() * 10));
      return {
        land_type: pick(random, LAND_TYPES),
        area_min: String(from),
        area_max: String(from + 500 * (1 + Math.floor(random() * 20))),
        sort: pick(random, LAND_SORTS),
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Business ads

const BUSINESS_TITLES: Readonly<Record<(typeof BUSINESS_TYPES)[number], readonly string[]>> = {
  restaurant_hospitality: ['Restoran u centru', 'Kafić sa baštom', 'Picerija', 'Pekara sa lokalom'],
  retail_services: ['Prodavnica mešovite robe', 'Butik', 'Frizerski salon', 'Cvećara'],
  manufacturing: [
    'Stolarska radionica',
    'Pogon za preradu voća',
    'Štamparija',
    'Fabrika nameštaja',
  ],
  technology_it: ['Softverska firma', 'Servis računara', 'Web agencija', 'Onlajn prodavnica'],
  healthcare: ['Stomatološka ordinacija', 'Apoteka', 'Laboratorija', 'Fizikalna terapija'],
  education: ['Škola stranih jezika', 'Privatni vrtić', 'Auto škola', 'Centar za obuku'],
  transport_logistics: [
    'Prevoznička firma',
    'Taksi služba',
    'Magacin sa rampom',
    'Kurirska služba',
  ],
  real_estate: ['Agencija za nekretnine', 'Apartmani za izdavanje', 'Poslovni prostor', 'Hostel'],
  finance_banking: [
    'Knjigovodstvena agencija',
    'Menjačnica',
    'Agencija za osiguranje',
    'Računovodstveni biro',
  ],
  other: ['Perionica automobila', 'Teretana', 'Vulkanizerska radnja', 'Prodavnica za ljubimce'],
};

const BUSINESS_SENTENCES = [
  'Posao radi preko deset godina.',
  'Stalni klijenti i dugoročni ugovori.',
  'Prodaje se sa kompletnom opremom.',
  'Zaposleni ostaju uz novog vlasnika.',
  'Lokal je u sopstvenom vlasništvu.',
  'Zakup povoljan, ugovor na pet godina.',
  'Prihod raste iz godine u godinu.',
  'Knjige uredne, bez dugova.',
  'Obuka novog vlasnika je uključena.',
  'Razlog prodaje je odlazak u penziju.',
  'Moguća isplata u ratama.',
  'Odlična lokacija, veliki promet ljudi.',
  'Brend i sajt idu uz posao.',
  'Dozvole i licence su važeće.',
  'Sezonski posao, najjači leti.',
  'Kontakt isključivo preko poruka na sajtu.',
];

const BUSINESS_FEATURES = [
  'Parking za goste.',
  'Letnja terasa.',
  'Dostavna vozila.',
  'Fiskalna kasa.',
  'Rashladne vitrine.',
  'Klima u svim prostorijama.',
  'Video nadzor.',
  'Baza kupaca.',
  'Ugovor sa lancem marketa.',
  'Izvoz u Evropsku uniju.',
  'Sertifikat kvaliteta.',
  'Magacin od 200 m².',
  'Kuhinja potpuno opremljena.',
  'Dva lokala.',
  'Franšiza poznatog brenda.',
  'Onlajn porudžbine.',
  'Sopstveni proizvod.',
  'Mašine novije generacije.',
  'Viljuškar.',
  'Kamion hladnjača.',
  'Ugovori sa opštinom.',
  'Zaštićena robna marka.',
  'Domen i društvene mreže.',
  'Radno vreme do ponoći.',
  'Blizu fakulteta.',
  'U tržnom centru.',
  'Na glavnoj ulici.',
  'Bez konkurencije u naselju.',
  'Pogodno za porodični posao.',
  'Subvencije države.',
  'Prodaja zbog selidbe.',
  'Mogućnost proširenja.',
];

const businessTitleRows = BUSINESS_TYPES.flatMap((type, typeIndex) =>
  BUSINESS_TITLES[type].map((title, variant) => [
    typeIndex,
    variant,
    type,
    title,
    toCyrillic(title),
  ]),
);
const businessSentenceRows = BUSINESS_SENTENCES.map((sentence, index) => [
  index,
  sentence,
  toCyrillic(sentence),
]);
const businessFeatureRows = BUSINESS_FEATURES.map((feature, index) => [
  index,
  feature,
  toCyrillic(feature),
]);

/**
 * Inserts business ads `from`..`to` as insertBatch does land ads: revenues spread over three
 * orders of magnitude (20,000 to 5,000,000 €, one ad in seven without one), a price of about one
 * to three years of revenue, the large towns far more often.
 */
function insertBusinessBatch(authorId: number, from: number, to: number): SQL {
  const types = BUSINESS_TYPES.length;
  return sql.raw(`
    with cities (idx, country_id, city_id, lat, cyr) as (values ${values(cityRows)}),
    titles (type_idx, variant, business_type, lat, cyr) as (values ${values(businessTitleRows)}),
    sentences (idx, lat, cyr) as (values ${values(businessSentenceRows)}),
    features (idx, lat, cyr) as (values ${values(businessFeatureRows)})
    insert into business_ads
      (author_id, title, description, price, country_id, city_id, business_type, annual_revenue,
       employee_count, established_year, created_at, deleted, status)
    select ${authorId},
      case when r.cyrillic then t.cyr || ', ' || c.cyr else t.lat || ', ' || c.lat end,
      case when r.cyrillic
        then s1.cyr || ' ' || s2.cyr || ' ' || s3.cyr || ' ' || f1.cyr
          || case when r.u12 < 0.6 then ' ' || f2.cyr else '' end
        else s1.lat || ' ' || s2.lat || ' ' || s3.lat || ' ' || f1.lat
          || case when r.u12 < 0.6 then ' ' || f2.lat else '' end end,
      greatest(1000, round(r.revenue * (1 + 2 * r.u6) / 1000) * 1000),
      c.country_id, c.city_id, t.business_type,
      case when r.u5 < 0.15 then null else r.revenue end,
      1 + floor(50 * r.u9 * r.u9)::int, 1990 + floor(36 * r.u8)::int,
      now() - g * interval '290 seconds',
      r.u10 < 0.03,
      case when r.u11 < 0.05 then 'sold' when r.u11 < 0.1 then 'reserved' else 'active' end
    from generate_series(${from}, ${to}) g
    cross join lateral (select
      ${uniform(1)} as u1, ${uniform(2)} as u2, ${uniform(3)} as u3, ${uniform(4)} < 0.25 as cyrillic,
      ${uniform(5)} as u5, ${uniform(6)} as u6, ${uniform(7)} as u7, ${uniform(8)} as u8,
      ${uniform(9)} as u9, ${uniform(10)} as u10, ${uniform(11)} as u11, ${uniform(12)} as u12,
      ${uniform(13)} as u13, ${uniform(14)} as u14,
      round(20000 * power(250, ${uniform(15)}) / 1000) * 1000 as revenue) r
    join cities c on c.idx = floor(${cityRows.length} * r.u1 * r.u1)::int
    join titles t on t.type_idx = floor(${types} * r.u2)::int and t.variant = floor(4 * r.u3)::int
    join sentences s1 on s1.idx = floor(16 * r.u7)::int
    join sentences s2 on s2.idx = (s1.idx + 1 + floor(5 * r.u8)::int) % 16
    join sentences s3 on s3.idx = (s1.idx + 6 + floor(5 * r.u9)::int) % 16
    join features f1 on f1.idx = floor(${BUSINESS_FEATURES.length} * power(r.u13, 3))::int
    join features f2 on f2.idx = floor(${BUSINESS_FEATURES.length} * r.u14)::int`);
}

/** Inserts `count` business ads of `authorId` in batches, then as seedSearchAds. */
export async function seedBusinessSearchAds(
  db: Database,
  options: { count: number; authorId: number; batch?: number; onProgress?: SeedProgress },
): Promise<void> {
  const batch = options.batch ?? 50_000;
  for (let from = 1; from <= options.count; from += batch) {
    const to = Math.min(options.count, from + batch - 1);
    const before = await db.execute<{ max: number | null }>(
      sql`select coalesce(max(id), 0)::int as max from business_ads`,
    );
    await db.execute(insertBusinessBatch(options.authorId, from, to));
    await db.execute(sql`insert into business_ad_images
      (business_ad_id, filename, thumbnail_filename, order_index)
      select a.id, md5('b' || a.id || '-' || i) || '.webp', md5('b' || a.id || '-' || i) || '-thumb.webp', i
      from business_ads a cross join generate_series(0, 2) i
      where a.id > ${before.rows[0]?.max ?? 0} and i < 1 + a.id % 3`);
    options.onProgress?.(to);
  }
  await maintainAdTable(db, 'business_ads');
  await db.execute(sql`analyze business_ad_images`);
  await db.execute(sql`analyze search_word_counts`);
}

/** Words buyers of a business type, from the business ads' own texts and the places. */
export const BUSINESS_MARKET_WORDS: readonly string[] = [
  ...new Set(
    [
      ...Object.values(BUSINESS_TITLES).flat(),
      ...BUSINESS_SENTENCES,
      ...BUSINESS_FEATURES,
      ...CITIES.map((city) => city.name),
    ]
      .flatMap((text) => text.split(/[^\p{L}\p{N}]+/u))
      .filter((word) => word.length >= 4),
  ),
];

export const BUSINESS_SEARCH_SHAPES = [
  'word',
  'word + price cap',
  'place + sort',
  'type + revenue band + sort',
] as const;
export type BusinessSearchShape = (typeof BUSINESS_SEARCH_SHAPES)[number];
const BUSINESS_SORTS = ['newest', 'price_asc', 'price_desc', 'revenue_desc'] as const;

/** One business-ad search of `shape`, as randomLandSearch draws land-ad ones. */
export function randomBusinessSearch(
  random: () => number,
  shape: BusinessSearchShape,
): Record<string, string> {
  switch (shape) {
    case 'word':
      return { q: pick(random, BUSINESS_MARKET_WORDS) };
    case 'word + price cap':
      return {
        q: pick(random, BUSINESS_MARKET_WORDS),
        price_max: String(50_000 * (1 + Math.floor(random() * 60))),
      };
    case 'place + sort': {
      const city = pick(random, CITIES);
      return {
        country_id: String(city.countryId),
        city_id: String(city.id),
        sort: pick(random, BUSINESS_SORTS),
      };
    }
    case 'type + revenue band + sort': {
      const from = 10_000 * Math.floor(random() * 100) * (1 + Math.floor(random() * 10));
      return {
        business_type: pick(random, BUSINESS_TYPES),
        revenue_min: String(from),
        revenue_max: String(from + 50_000 * (1 + Math.floor(random() * 20))),
        sort: pick(random, BUSINESS_SORTS),
      };
    }
  }
}
