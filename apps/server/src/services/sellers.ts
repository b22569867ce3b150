import { and, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { components } from '@marketplace/api-client/schema';
import type { Database } from '../db/connect';
import { businessAds, companies, landAds, users } from '../db/schema';

export type Seller = components['schemas']['Seller'];

/**
 * The ad's author as the ad page shows them: name, member since (the account's creation) and how
 * many of their ads are on offer (land and business ads listed, neither deleted nor sold), and
 * whether a moderator verified their company. One query.
 */
export async function findSeller(db: Database, userId: number): Promise<Seller | null> {
  const onOffer = (table: typeof landAds | typeof businessAds, author: AnyPgColumn) =>
    sql<number>`(select count(*)::integer from ${table} where ${and(
      eq(author, users.id),
      eq(table.deleted, false),
      eq(table.listed, true),
      ne(table.status, 'sold'),
    )})`;
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      createdAt: users.createdAt,
      land: onOffer(landAds, landAds.userId),
      business: onOffer(businessAds, businessAds.authorId),
      companyVerified: sql<boolean>`exists (select 1 from ${companies}
        where ${companies.userId} = ${users.id} and ${companies.verifiedAt} is not null)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    id: row.id,
    full_name: row.fullName,
    member_since: row.createdAt.toISOString(),
    active_ads: Number(row.land) + Number(row.business),
    company_verified: row.companyVerified,
  };
}
