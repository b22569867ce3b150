import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { hash } from '@node-rs/argon2';
import { citiesOf, COUNTRIES } from '@marketplace/domain';
import {
  businessAdImages,
  businessAds,
  conversations,
  landAdImages,
  landAds,
  messages,
  users,
} from '../db/schema';
import {
  BUSINESS_TITLES,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  LAND_TITLES,
  PALETTES,
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

  const landIds: Array<{ id: number; ownerId: number; title: string }> = [];
  for (let i = 0; i < LAND_AD_COUNT; i++) {
    const country = pick(COUNTRIES, i);
    const city = pick(citiesOf(country.id), i * 7);
    const [title, landType, description] = pick(LAND_TITLES, i);
    const owner = pick(landOwners, i);
    const [ad] = await app.db
      .insert(landAds)
      .values({
        userId: owner.id,
        title: `${title}, ${city.name}`,
        description,
        price: 8_000 + ((i * 7_919) % 40) * 2_500,
        area: 400 + ((i * 3_571) % 60) * 150,
        countryId: country.id,
        cityId: city.id,
        landType,
        createdAt: new Date(now - i * DAY_MS),
      })
      .returning({ id: landAds.id, title: landAds.title });
    const imageCount = 1 + (i % 3);
    for (let order = 0; order < imageCount; order++) {
      const image = await app.images.store(await picture(i + order, city.name));
      await app.db.insert(landAdImages).values({ adId: ad!.id, orderIndex: order, ...image });
    }
    landIds.push({ id: ad!.id, ownerId: owner.id, title: ad!.title });
  }

  for (let i = 0; i < BUSINESS_AD_COUNT; i++) {
    const country = pick(COUNTRIES, i + 2);
    const city = pick(citiesOf(country.id), i * 5);
    const [title, businessType, description] = pick(BUSINESS_TITLES, i);
    const [ad] = await app.db
      .insert(businessAds)
      .values({
        authorId: pick(businessOwners, i).id,
        title: `${title} — ${city.name}`,
        description,
        price: 15_000 + ((i * 6_151) % 50) * 12_000,
        businessType,
        countryId: country.id,
        cityId: city.id,
        annualRevenue: i % 4 === 3 ? null : 40_000 + ((i * 4_099) % 30) * 25_000,
        employeeCount: i % 5 === 4 ? null : 2 + ((i * 13) % 40),
        establishedYear: i % 6 === 5 ? null : 1985 + ((i * 11) % 38),
        createdAt: new Date(now - i * DAY_MS - DAY_MS / 2),
      })
      .returning({ id: businessAds.id });
    const image = await app.images.store(await picture(i + 3, city.name));
    await app.db.insert(businessAdImages).values({ businessAdId: ad!.id, orderIndex: 0, ...image });
  }

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

  app.log.info(
    {
      accounts: DEMO_ACCOUNTS.map((account) => `${account.email} (${account.userType})`),
      demoPassword: DEMO_PASSWORD,
    },
    `demo data created: ${LAND_AD_COUNT} land ads, ${BUSINESS_AD_COUNT} business ads, demo accounts`,
  );
}
