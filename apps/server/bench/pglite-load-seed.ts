import { hash } from '@node-rs/argon2';
import { BUSINESS_TYPES, citiesOf, COUNTRIES, LAND_TYPES } from '@marketplace/domain';
import type { Database } from '../src/db/connect';
import { businessAds, conversations, landAds, messages, users } from '../src/db/schema';

export const LOAD_PASSWORD = 'opterecenje-lozinka-1';

export interface LoadUser {
  id: number;
  email: string;
  role: 'land_owner' | 'business_owner' | 'investor';
}

export interface LoadData {
  landOwners: LoadUser[];
  businessOwners: LoadUser[];
  investors: LoadUser[];
  /** Land ads with their author. */
  landAds: Array<{ id: number; authorId: number }>;
  businessAds: Array<{ id: number; authorId: number }>;
  conversations: Array<{ id: number; investorId: number; ownerId: number }>;
}

const LINES = [
  'Dobar dan, da li je oglas još aktuelan?',
  'Zanima me da li je cena fiksna.',
  'Može li obilazak u subotu pre podne?',
  'Poslaću vam papire i skice parcele.',
  'Hvala, javljam se sutra oko ponude.',
];

/**
 * Users of each role, land and business ads spread over countries and cities, and conversations
 * about land and business ads with a few messages each (some unread).
 */
export async function seedLoadData(
  db: Database,
  counts = { landOwners: 8, businessOwners: 4, investors: 16, landAds: 400, businessAds: 120 },
): Promise<LoadData> {
  // One hash for every account: argon2 is slow on purpose, and the bench logs each user in once.
  const passwordHash = await hash(LOAD_PASSWORD);
  const makeUsers = async (role: LoadUser['role'], count: number, prefix: string) => {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `${prefix}${i + 1}@load.test`,
          fullName: `${prefix} ${i + 1}`,
          userType: role,
          passwordHash,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id, email: users.email });
    return rows.map((row) => ({ ...row, role }));
  };
  const landOwners = await makeUsers('land_owner', counts.landOwners, 'vlasnik');
  const businessOwners = await makeUsers('business_owner', counts.businessOwners, 'biznis');
  const investors = await makeUsers('investor', counts.investors, 'investitor');

  const location = (i: number) => {
    const country = COUNTRIES[i % COUNTRIES.length]!;
    const cities = citiesOf(country.id);
    return { countryId: country.id, cityId: cities[(i * 7) % cities.length]!.id };
  };
  const landRows = Array.from({ length: counts.landAds }, (_, i) => ({
    userId: landOwners[i % landOwners.length]!.id,
    title: `Parcela broj ${i + 1}`,
    description: 'Ravna parcela uz asfaltni put, struja i voda u blizini, papiri uredni.',
    price: 5_000 + (i % 200) * 750,
    area: 300 + (i % 90) * 40,
    ...location(i),
    landType: LAND_TYPES[i % LAND_TYPES.length]!,
    createdAt: new Date(Date.now() - i * 60_000),
  }));
  const land: LoadData['landAds'] = [];
  for (let i = 0; i < landRows.length; i += 200) {
    const inserted = await db
      .insert(landAds)
      .values(landRows.slice(i, i + 200))
      .returning({ id: landAds.id, authorId: landAds.userId });
    land.push(...inserted);
  }
  const business = await db
    .insert(businessAds)
    .values(
      Array.from({ length: counts.businessAds }, (_, i) => ({
        authorId: businessOwners[i % businessOwners.length]!.id,
        title: `Biznis broj ${i + 1}`,
        description: 'Uhodan posao sa stalnim klijentima, oprema i prostor uključeni u cenu.',
        price: 50_000 + (i % 40) * 12_500,
        businessType: BUSINESS_TYPES[i % BUSINESS_TYPES.length]!,
        ...location(i),
        annualRevenue: 120_000 + (i % 25) * 10_000,
        employeeCount: 3 + (i % 30),
        establishedYear: 1995 + (i % 30),
        createdAt: new Date(Date.now() - i * 60_000),
      })),
    )
    .returning({ id: businessAds.id, authorId: businessAds.authorId });

  // Each investor talks about four land ads and two business ads.
  const conversationRows = investors.flatMap((investor, i) => [
    ...[0, 1, 2, 3].map((k) => {
      const ad = land[(i * 13 + k * 29) % land.length]!;
      return { adId: ad.id, investorId: investor.id, ownerId: ad.authorId };
    }),
    ...[0, 1].map((k) => {
      const ad = business[(i * 5 + k * 11) % business.length]!;
      return { businessAdId: ad.id, investorId: investor.id, ownerId: ad.authorId };
    }),
  ]);
  const started = await db.insert(conversations).values(conversationRows).returning({
    id: conversations.id,
    investorId: conversations.investorId,
    ownerId: conversations.ownerId,
  });
  const messageRows = started.flatMap((conversation, i) =>
    Array.from({ length: 2 + (i % 5) }, (_, k) => {
      const fromInvestor = k % 2 === 0;
      return {
        conversationId: conversation.id,
        senderId: fromInvestor ? conversation.investorId : conversation.ownerId,
        recipientId: fromInvestor ? conversation.ownerId : conversation.investorId,
        content: LINES[(i + k) % LINES.length]!,
        createdAt: new Date(Date.now() - (10 - k) * 3_600_000),
        // The newest message of every third conversation is unread.
        readAt: k === 1 + (i % 5) && i % 3 === 0 ? null : new Date(),
      };
    }),
  );
  await db.insert(messages).values(messageRows);

  return {
    landOwners,
    businessOwners,
    investors,
    landAds: land,
    businessAds: business,
    conversations: started,
  };
}
