import { hash } from '@node-rs/argon2';
import { citiesOf, COUNTRIES, LAND_TYPES } from '@marketplace/domain';
import type { Database } from '../src/db/connect';
import { conversations, landAds, messages, users } from '../src/db/schema';

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
