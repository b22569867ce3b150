import { hash } from '@node-rs/argon2';
import { BUSINESS_TYPES, citiesOf, COUNTRIES, LAND_TYPES } from '@marketplace/domain';
import type { Database } from '../src/db/connect';
import { businessAds, conversations, landAds, messages, users } from '../src/db/schema';

export const BENCH_PASSWORD = 'bench-lozinka-1';

/** 1,000 land ads, an owner, an investor and one conversation between them. */
export async function seedBenchData(db: Database, adCount: number) {
  const passwordHash = await hash(BENCH_PASSWORD);
  const [owner, investor] = await db
    .insert(users)
    .values([
      {
        email: 'owner@bench.test',
        fullName: 'Vlasnik Zemljišta',
        userType: 'land_owner',
        passwordHash,
        emailVerifiedAt: new Date(),
      },
      {
        email: 'investor@bench.test',
        fullName: 'Investitor Investić',
        userType: 'investor',
        passwordHash,
        emailVerifiedAt: new Date(),
      },
    ])
    .returning();
  const rows = Array.from({ length: adCount }, (_, i) => {
    const country = COUNTRIES[i % COUNTRIES.length]!;
    const cities = citiesOf(country.id);
    return {
      userId: owner!.id,
      title: `Parcela broj ${i + 1}`,
      description: 'Ravna parcela uz asfaltni put, struja i voda u blizini, papiri uredni.',
      price: 5_000 + (i % 200) * 750,
      area: 300 + (i % 90) * 40,
      countryId: country.id,
      cityId: cities[i % cities.length]!.id,
      landType: LAND_TYPES[i % LAND_TYPES.length]!,
      createdAt: new Date(Date.now() - i * 60_000),
    };
  });
  for (let i = 0; i < rows.length; i += 250) {
    await db.insert(landAds).values(rows.slice(i, i + 250));
  }
  const [ad] = await db.select({ id: landAds.id }).from(landAds).limit(1);
  const [conversation] = await db
    .insert(conversations)
    .values({ adId: ad!.id, investorId: investor!.id, ownerId: owner!.id })
    .returning();
  await db.insert(messages).values({
    conversationId: conversation!.id,
    senderId: investor!.id,
    recipientId: owner!.id,
    content: 'Dobar dan, da li je parcela još uvek na prodaju?',
  });
  return { conversationId: conversation!.id };
}

/** A business owner with `count` business ads, so the business list has cards to show. */
export async function seedBenchBusinessAds(db: Database, count: number) {
  const [owner] = await db
    .insert(users)
    .values({
      email: 'business@bench.test',
      fullName: 'Vlasnik Biznisa',
      userType: 'business_owner',
      passwordHash: await hash(BENCH_PASSWORD),
      emailVerifiedAt: new Date(),
    })
    .returning();
  const rows = Array.from({ length: count }, (_, i) => {
    const country = COUNTRIES[i % COUNTRIES.length]!;
    const cities = citiesOf(country.id);
    return {
      authorId: owner!.id,
      title: `Biznis broj ${i + 1}`,
      description: 'Uhodan posao sa stalnim klijentima, oprema i prostor uključeni u cenu.',
      price: 50_000 + (i % 40) * 12_500,
      businessType: BUSINESS_TYPES[i % BUSINESS_TYPES.length]!,
      countryId: country.id,
      cityId: cities[i % cities.length]!.id,
      annualRevenue: 120_000 + (i % 25) * 10_000,
      employeeCount: 3 + (i % 30),
      establishedYear: 1995 + (i % 30),
      createdAt: new Date(Date.now() - i * 60_000),
    };
  });
  // A statement holds at most 65,535 parameters: 1,000 rows at a time.
  for (let start = 0; start < rows.length; start += 1_000) {
    await db.insert(businessAds).values(rows.slice(start, start + 1_000));
  }
}
