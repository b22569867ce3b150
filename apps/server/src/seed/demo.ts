import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { hash } from '@node-rs/argon2';
import { citiesOf, COUNTRIES, type AdStatus } from '@marketplace/domain';
import { conversations, messages, users } from '../db/schema';
import type { AuthUser } from '../services/auth-types';
import { createBusinessAd } from '../services/business-ad-writes';
import { parseLandAdForm } from '../services/land-ad-form';
import { createLandAd } from '../services/land-ad-writes';
import {
  BUSINESS_STATUSES,
  BUSINESS_TITLES,
  CADASTRAL_MUNICIPALITIES,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  LAND_FACTS_BY_TYPE,
  LAND_STATUSES,
  LAND_TITLES,
  PALETTES,
  PREMISES_BY_TYPE,
  REASONS_FOR_SALE,
} from './demo-content';

const LAND_AD_COUNT = 24;
const BUSINESS_AD_COUNT = 18;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A simple landscape picture, so the demo shows real processed images. */
function picture(index: number, label: string): Promise<Buffer> {
  const [sky, ground] = PALETTES[index % PALETTES.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
    <rect width="960" height="640" fill="url(#s)"/>
    <circle cx="${180 + ((index * 97) % 600)}" cy="140" r="60" fill="#fff6c2"/>
    <path d="M0 420 Q 240 ${330 + (index % 5) * 20} 480 410 T 960 400 V 640 H 0 Z" fill="${ground}"/>
    <text x="40" y="600" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#ffffff">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length]!;
}

/** A parcel number as the cadastre writes it: number/sub-number (e.g. 1234/5). */
function parcelNumber(index: number): string {
  return `${100 + ((index * 1_237) % 4_900)}/${1 + (index % 12)}`;
}

/** The demo account as the services see a signed-in user (they read its id and role). */
function asAuthor(account: typeof users.$inferSelect): AuthUser {
  return {
    id: account.id,
    email: account.email,
    fullName: account.fullName,
    userType: account.userType as AuthUser['userType'],
    staffRole: null,
    jti: 'demo-seed',
    exp: 0,
  };
}

/**
 * A few ads reserved and sold by their authors, through the status operations of the API
 * (PUT /api/ads/{id}/status, PUT /api/business-ads/{id}/status) with an author's token.
 */
async function markStatuses(
  app: FastifyInstance,
  accounts: ReadonlyArray<typeof users.$inferSelect>,
  ads: Record<'land' | 'business', ReadonlyArray<{ id: number; ownerId: number }>>,
): Promise<void> {
  const put = async (url: string, ownerId: number, status: AdStatus) => {
    const owner = accounts.find((account) => account.id === ownerId)!;
    const response = await app.inject({
      method: 'PUT',
      url,
      headers: { authorization: `Bearer ${await app.auth.issueToken(owner)}` },
      payload: { status },
    });
    if (response.statusCode !== 200) {
      throw new Error(`demo status ${status} for ${url}: ${response.statusCode} ${response.body}`);
    }
  };
  for (const [index, status] of Object.entries(LAND_STATUSES)) {
    const ad = ads.land[Number(index)]!;
    await put(`/api/ads/${ad.id}/status`, ad.ownerId, status);
  }
  for (const [index, status] of Object.entries(BUSINESS_STATUSES)) {
    const ad = ads.business[Number(index)]!;
    await put(`/api/business-ads/${ad.id}/status`, ad.ownerId, status);
  }
}

/** DESIGN: on first start with an empty database, one verified account per role and demo ads. */
export async function seedDemoData(app: FastifyInstance): Promise<void> {
  const [existing] = await app.db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return;

  const passwordHash = await hash(DEMO_PASSWORD);
  const now = app.now().getTime();
  const accounts = await app.db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((account) => ({
        ...account,
        passwordHash,
        emailVerifiedAt: new Date(now),
      })),
    )
    .onConflictDoNothing()
    .returning();
  if (accounts.length !== DEMO_ACCOUNTS.length) return; // another process seeded first
  const byRole = (role: string) => accounts.filter((account) => account.userType === role);
  const landOwners = byRole('land_owner');
  const businessOwners = byRole('business_owner');
  const investor = byRole('investor')[0]!;

  // Demo ads are written by the services the API uses, so they carry what API-made ads carry
  // (facts, the server's price per m², image copies and sizes); only their dates are set back.
  const ctx = (at: number) => ({
    db: app.db,
    now: () => new Date(at),
    images: app.images,
    jobs: app.jobs,
    moderation: app.config.moderation,
    noticeDelays: {
      messageMs: app.config.messageEmailDelayS * 1000,
      alertMs: app.config.alertDelayS * 1000,
    },
  });
  const landIds: Array<{ id: number; ownerId: number; title: string }> = [];
  for (let i = 0; i < LAND_AD_COUNT; i++) {
    const country = pick(COUNTRIES, i);
    const city = pick(citiesOf(country.id), i * 7);
    const [title, landType, description] = pick(LAND_TITLES, i);
    const owner = pick(landOwners, i);
    const facts = LAND_FACTS_BY_TYPE[landType];
    const images: Buffer[] = [];
    for (let order = 0; order < 1 + (i % 3); order++) {
      images.push(await picture(i + order, city.name));
    }
    // The form as the create page sends it (multipart text), read by the API's parser.
    const form = parseLandAdForm({
      title: `${title}, ${city.name}`,
      description,
      price: String(8_000 + ((i * 7_919) % 40) * 2_500),
      area: String(400 + ((i * 3_571) % 60) * 150),
      country_id: String(country.id),
      city_id: String(city.id),
      land_type: landType,
      cadastral_municipality: pick(CADASTRAL_MUNICIPALITIES[city.name] ?? [city.name], i),
      parcel_number: i % 3 === 0 ? String(100 + ((i * 389) % 4_900)) : parcelNumber(i),
      utilities: [...pick(facts.utilities, i)],
      // A few owners leave the planned use or the land-registry state unsaid, as real ads do.
      ...(i % 5 === 4 ? {} : { zoning: pick(facts.zoning, i) }),
      ...(i % 7 === 3 ? {} : { ownership_registered: String(i % 4 !== 1) }),
      price_negotiable: String(i % 3 !== 2),
      images,
    });
    const id = await createLandAd(ctx(now - i * DAY_MS), asAuthor(owner), form);
    landIds.push({ id, ownerId: owner.id, title: form.fields.title });
  }

  const businessIds: Array<{ id: number; ownerId: number }> = [];
  for (let i = 0; i < BUSINESS_AD_COUNT; i++) {
    const country = pick(COUNTRIES, i + 2);
    const city = pick(citiesOf(country.id), i * 5);
    const [title, businessType, description] = pick(BUSINESS_TITLES, i);
    const revenue = i % 4 === 3 ? null : 40_000 + ((i * 4_099) % 30) * 25_000;
    // EBITDA at 8–26 % of revenue; one business runs at a small loss; some do not say.
    const profit =
      revenue === null || i % 6 === 1
        ? null
        : i === 10
          ? -Math.round(revenue * 0.03)
          : Math.round((revenue * (8 + ((i * 7) % 19))) / 100 / 100) * 100;
    const author = pick(businessOwners, i);
    const ad = await createBusinessAd(ctx(now - i * DAY_MS - DAY_MS / 2), asAuthor(author), {
      title: `${title} — ${city.name}`,
      description,
      price: String(15_000 + ((i * 6_151) % 50) * 12_000),
      business_type: businessType,
      country_id: String(country.id),
      city_id: String(city.id),
      ...(revenue === null ? {} : { annual_revenue: String(revenue) }),
      ...(i % 5 === 4 ? {} : { employee_count: String(2 + ((i * 13) % 40)) }),
      ...(i % 6 === 5 ? {} : { established_year: String(1985 + ((i * 11) % 38)) }),
      ...(profit === null ? {} : { annual_profit: String(profit) }),
      ...(i % 7 === 6 ? {} : { reason_for_sale: pick(REASONS_FOR_SALE, i) }),
      ...(i % 3 === 2 ? {} : { seller_financing: i % 3 === 0 ? 'true' : 'false' }),
      premises: pick(PREMISES_BY_TYPE[businessType], i),
      images: await picture(i + 3, city.name),
    });
    businessIds.push({ id: ad.id, ownerId: author.id });
  }

  await markStatuses(app, accounts, { land: landIds, business: businessIds });

  // A few conversations from the demo investor, some unread for the owners.
  const lines = [
    'Poštovani, da li je cena fiksna?',
    'Dobar dan, zanima me da li je moguće pogledati parcelu ovog vikenda.',
    'Da li postoji dokumentacija o legalizaciji?',
  ];
  for (const [index, ad] of landIds.slice(0, 3).entries()) {
    const [conversation] = await app.db
      .insert(conversations)
      .values({ adId: ad.id, investorId: investor.id, ownerId: ad.ownerId })
      .returning({ id: conversations.id });
    await app.db.insert(messages).values({
      conversationId: conversation!.id,
      senderId: investor.id,
      recipientId: ad.ownerId,
      content: lines[index]!,
      createdAt: new Date(now - (3 - index) * 60 * 60 * 1000),
      readAt: index === 0 ? new Date(now) : null,
    });
    if (index === 0) {
      await app.db.insert(messages).values({
        conversationId: conversation!.id,
        senderId: ad.ownerId,
        recipientId: investor.id,
        content: 'Dobar dan! Cena je okvirna, možemo razgovarati.',
      });
    }
  }

  // Two open reports by the demo investor, so the console has work to show.
  const reports: Array<[number, string, string]> = [
    [landIds[4]!.id, 'fraud', 'Iste fotografije sam video u drugom oglasu, sa drugim vlasnikom.'],
    [landIds[5]!.id, 'wrong_category', 'Ovo je kuća sa dvorištem, ne poljoprivredno zemljište.'],
  ];
  const investorToken = await app.auth.issueToken(investor);
  for (const [adId, reason, note] of reports) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { authorization: `Bearer ${investorToken}` },
      payload: { ad_type: 'land', ad_id: adId, reason, note },
    });
    if (response.statusCode !== 201) {
      throw new Error(`demo report of ${adId}: ${response.statusCode} ${response.body}`);
    }
  }

  app.log.info(
    {
      accounts: DEMO_ACCOUNTS.map(
        (account) => `${account.email} (${account.staffRole ?? account.userType})`,
      ),
      demoPassword: DEMO_PASSWORD,
    },
    `demo data created: ${LAND_AD_COUNT} land ads, ${BUSINESS_AD_COUNT} business ads, demo accounts`,
  );
}
