import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  date,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
// Money and areas: exact decimals in the database, numbers in the API.
const decimal = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'number' });

/**
 * Search columns (GET /api/ads/search, /api/business-ads/search), computed by the database from
 * the row: `search_fold()` (migrations/0006) folds text as domain foldSearchText does (Cyrillic to
 * Latin, no diacritics, lower case). Title and description are joined by U+001F, a control
 * character a search text cannot contain (openapi.yaml), so no match spans the two.
 */
const searchTitleOf = sql`public.search_fold("title")`;
const searchTextOf = sql`public.search_fold("title") || chr(31) || public.search_fold("description")`;
// Euros per m², rounded to cents (domain pricePerSquareMetre); an area of 0 (only possible in
// rows written by SQL) sorts last.
const pricePerM2Of = sql`coalesce(round("price" / nullif("area", 0), 2), 'Infinity')`;

// Live with moderation and the author not restricted (services/moderation.ts).
const listedOf = sql`"moderation" = 'live' and not "author_restricted"`;

/** openapi.yaml AdStatus: set by the author; searches leave sold ads out unless asked. */
const statusOf = () => text('status').notNull().default('active');
const statusCheck = (status: AnyPgColumn) => sql`${status} in ('active', 'reserved', 'sold')`;

/** What every ad says, in both ad tables: the title, description, price and place. */
const adContent = () => ({
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  price: decimal('price').notNull(),
  countryId: integer('country_id').notNull(),
  cityId: integer('city_id').notNull(),
});

/** An ad's life in both ad tables: its status, times and soft delete. */
const adLifecycle = () => ({
  status: statusOf(),
  createdAt: createdAt(),
  // Kept current by a trigger too (migrations/0009): any change of content or status moves it.
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deleted: boolean('deleted').notNull().default(false),
  /** openapi.yaml AdModerationState: live, pending (awaiting approval), hidden, rejected. */
  moderation: text('moderation').notNull().default('live'),
  /** Set while the author is suspended or banned: their ads leave every search and list. */
  authorRestricted: boolean('author_restricted').notNull().default(false),
  /** Whether the ad may be listed at all (searches, lists, counts): kept by the database. */
  listed: boolean('listed').notNull().generatedAlwaysAs(listedOf),
});

/**
 * Indexes of an ad kind's type (land_type, business_type) or place followed by a sort's key: a
 * search by type or place walks its ads in the order asked and reads about one page of rows,
 * instead of walking every ad in that order and skipping the other types' and places'. They hold
 * only listed ads and hold the status after the id, so a search's bounded count (sold ads left out or not)
 * is an index-only scan of up to 10,001 entries, not as many visits to the table.
 */
const orderedWithin = (
  name: string,
  within: readonly [ExtraConfigColumn, ...ExtraConfigColumn[]],
  orders: Record<string, ExtraConfigColumn | SQL>,
  t: Record<'id' | 'deleted' | 'listed' | 'status', ExtraConfigColumn>,
  /**
   * A band searched with the type or place (land's area, business's revenue), held after the
   * status: walking the sort's order, the index itself skips the ads outside the band (an index
   * condition), so a page reads about its own rows from the table however narrow the band is.
   */
  band?: ExtraConfigColumn,
) =>
  Object.entries(orders).map(([order, key]) =>
    index(`${name}_${order}_idx`)
      .on(...within, key, t.id, t.status, ...(band && band !== key ? [band] : []))
      .where(sql`${t.deleted} = false and ${t.listed}`),
  );

/** The indexes both ad tables search by (keyset paging, on active ads only). */
const adSearchIndexes = (
  table: string,
  t: Record<
    | 'createdAt'
    | 'id'
    | 'price'
    | 'countryId'
    | 'cityId'
    | 'searchText'
    | 'deleted'
    | 'listed'
    | 'status',
    ExtraConfigColumn
  >,
) => [
  // One index per search order, read backwards for the descending orders.
  index(`${table}_active_idx`)
    .on(t.createdAt, t.id)
    .where(sql`${t.deleted} = false`),
  index(`${table}_price_idx`)
    .on(t.price, t.id)
    .where(sql`${t.deleted} = false`),
  // A place and a sort: the place's ads in the sort's order (more in orderedWithin).
  ...orderedWithin(
    `${table}_location`,
    [t.countryId, t.cityId],
    { price: t.price, newest: t.createdAt },
    t,
  ),
  index(`${table}_search_text_idx`)
    .using('gin', t.searchText.op('gin_trgm_ops'))
    .where(sql`${t.deleted} = false`),
  check(`${table}_status`, statusCheck(t.status)),
];

/** The moderation state's values (openapi.yaml AdModerationState), in both ad tables. */
const moderationCheck = (table: string, moderation: ExtraConfigColumn) =>
  check(`${table}_moderation`, sql`${moderation} in ('live', 'pending', 'hidden', 'rejected')`);

/** An ad's picture, in both image tables: the stored files, their order and size. */
const adImage = () => ({
  filename: text('filename').notNull(),
  thumbnailFilename: text('thumbnail_filename').notNull(),
  orderIndex: integer('order_index').notNull(),
  /** The 1600 px wide copy; null until made for an image stored before copies existed. */
  largeFilename: text('large_filename'),
  /** The full image's size in pixels, when known. */
  width: integer('width'),
  height: integer('height'),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull(),
    userType: text('user_type').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // DESIGN: a password reset or change revokes earlier tokens; tokens carry this version.
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    /** openapi.yaml StaffRole: moderator or admin; null for everyone else. */
    staffRole: text('staff_role'),
    /** A measure on the account: suspended (until restricted_until) or banned; null when none. */
    restriction: text('restriction'),
    restrictedUntil: timestamp('restricted_until', { withTimezone: true }),
    restrictionDecisionId: integer('restriction_decision_id'),
    /** openapi.yaml Language: the site's language the user chose; null before any choice. */
    language: text('language'),
  },
  (t) => [
    check('users_staff_role', sql`${t.staffRole} in ('moderator', 'admin')`),
    check('users_language', sql`${t.language} in ('sr-Latn', 'sr-Cyrl', 'en')`),
    check('users_restriction', sql`${t.restriction} in ('suspended', 'banned')`),
  ],
);

/** The user a row belongs to or names; with `cascade` the row goes when the user does. */
const userRef = (name: string, onDelete?: 'cascade') =>
  integer(name)
    .notNull()
    .references(() => users.id, onDelete && { onDelete });

/**
 * The ad a row is about, in either ad table (views, favourites, reports): exactly one of the two
 * is set (`oneAd`), and the row goes with its ad.
 */
const eitherAd = () => ({
  landAdId: integer('land_ad_id').references(() => landAds.id, { onDelete: 'cascade' }),
  businessAdId: integer('business_ad_id').references(() => businessAds.id, {
    onDelete: 'cascade',
  }),
});
const oneAd = (table: string, land: ExtraConfigColumn, business: ExtraConfigColumn) =>
  check(`${table}_one_ad`, sql`(${land} is null) <> (${business} is null)`);

/** The pictures of one ad table, in their order; they go with their ad. */
const adImagesTable = (table: string, adColumn: string, ad: () => AnyPgColumn) =>
  pgTable(
    table,
    {
      id: serial('id').primaryKey(),
      adId: integer(adColumn).notNull().references(ad, { onDelete: 'cascade' }),
      ...adImage(),
    },
    (t) => [index(`${table}_ad_idx`).on(t.adId, t.orderIndex)],
  );

/** Single-use links for email verification and password reset; only a hash is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id', 'cascade'),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Logged-out tokens until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Consecutive failed logins per email and the captcha challenge that must be answered. */
export const loginAttempts = pgTable('login_attempts', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  captchaQuestion: text('captcha_question'),
  captchaAnswer: text('captcha_answer'),
});

/** Fixed-window request counters shared by every server process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const landAds = pgTable(
  'land_ads',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    ...adContent(),
    area: decimal('area').notNull(),
    landType: text('land_type').notNull(),
    // The plot's facts (land facts), each optional; null where the author said nothing.
    cadastralMunicipality: text('cadastral_municipality'),
    parcelNumber: text('parcel_number'),
    utilities: text('utilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    zoning: text('zoning'),
    ownershipRegistered: boolean('ownership_registered'),
    priceNegotiable: boolean('price_negotiable').notNull().default(false),
    ...adLifecycle(),
    // Kept by the database (search, migrations/0006): the folded title and description, and the
    // price per m² in cents, so ads written by any means (a bulk import, a restore) are found.
    searchText: text('search_text').notNull().generatedAlwaysAs(searchTextOf),
    pricePerM2: numeric('price_per_m2', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(pricePerM2Of),
  },
  (t) => [
    ...adSearchIndexes('land_ads', t),
    index('land_ads_price_per_m2_idx')
      .on(t.pricePerM2, t.id)
      .where(sql`${t.deleted} = false`),
    index('land_ads_area_idx')
      .on(t.area, t.id)
      .where(sql`${t.deleted} = false`),
    ...orderedWithin(
      'land_ads_location',
      [t.countryId, t.cityId],
      { price_per_m2: t.pricePerM2, area: t.area },
      t,
    ),
    ...orderedWithin(
      'land_ads_type',
      [t.landType],
      { newest: t.createdAt, price: t.price, price_per_m2: t.pricePerM2, area: t.area },
      t,
      t.area,
    ),
    index('land_ads_user_idx').on(t.userId),
    moderationCheck('land_ads', t.moderation),
    index('land_ads_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.moderation} = 'pending'`),
    // openapi.yaml ParcelNumber and Utility; the domain checks them first (validateLandFacts).
    check('land_ads_parcel_number', sql`${t.parcelNumber} ~ '^[0-9]{1,6}(/[0-9]{1,4})?$'`),
    check(
      'land_ads_utilities',
      sql`${t.utilities} <@ array['electricity', 'water', 'sewage', 'gas', 'road_access']::text[]`,
    ),
  ],
);

export const landAdImages = adImagesTable('land_ad_images', 'ad_id', () => landAds.id);

export const businessAds = pgTable(
  'business_ads',
  {
    id: serial('id').primaryKey(),
    authorId: userRef('author_id'),
    ...adContent(),
    businessType: text('business_type').notNull(),
    annualRevenue: decimal('annual_revenue'),
    employeeCount: integer('employee_count'),
    establishedYear: integer('established_year'),
    // The financials (business financials), each optional; shown where the description is.
    annualProfit: numeric('annual_profit', { precision: 14, scale: 2, mode: 'number' }),
    reasonForSale: text('reason_for_sale'),
    sellerFinancing: boolean('seller_financing'),
    premises: text('premises'),
    ...adLifecycle(),
    // Kept by the database (search, migrations/0006). The title alone as well: viewers who may not
    // read an ad's description find it by its title only.
    searchTitle: text('search_title').notNull().generatedAlwaysAs(searchTitleOf),
    searchText: text('search_text').notNull().generatedAlwaysAs(searchTextOf),
  },
  (t) => [
    ...adSearchIndexes('business_ads', t),
    // Ads without a revenue sort as -1: last when sorted by revenue, highest first.
    index('business_ads_revenue_idx')
      .on(sql`coalesce(${t.annualRevenue}, -1)`, t.id)
      .where(sql`${t.deleted} = false`),
    ...orderedWithin(
      'business_ads_location',
      [t.countryId, t.cityId],
      { revenue: sql`coalesce(${t.annualRevenue}, -1)` },
      t,
    ),
    ...orderedWithin(
      'business_ads_type',
      [t.businessType],
      {
        newest: t.createdAt,
        price: t.price,
        revenue: sql`coalesce(${t.annualRevenue}, -1)`,
      },
      t,
      t.annualRevenue,
    ),
    index('business_ads_author_idx').on(t.authorId),
    moderationCheck('business_ads', t.moderation),
    index('business_ads_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.moderation} = 'pending'`),
    check('business_ads_premises', sql`${t.premises} in ('owned', 'leased', 'none')`),
  ],
);

export const businessAdImages = adImagesTable(
  'business_ad_images',
  'business_ad_id',
  () => businessAds.id,
);

/**
 * Views of ad pages: one row per ad, viewer and day (Europe/Belgrade), never the author's own. A
 * viewer is `user:<id>` when signed in, else `anon:<hmac>` of the day and IP address keyed with a
 * server secret (services/ad-views.ts); no raw address is stored, and a row's viewer is forgotten
 * (null) once its day is two days past: the row stays, as one view. Counting writes here only,
 * never to the ad rows: their list versions, cached pages and updated_at stay as they are.
 */
export const adViews = pgTable(
  'ad_views',
  {
    ...eitherAd(),
    viewer: text('viewer'),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('ad_views_land_idx').on(t.landAdId, t.day, t.viewer),
    uniqueIndex('ad_views_business_idx').on(t.businessAdId, t.day, t.viewer),
    // The rows whose viewer is still to be forgotten.
    index('ad_views_viewer_day_idx')
      .on(t.day)
      .where(sql`${t.viewer} is not null`),
    oneAd('ad_views', t.landAdId, t.businessAdId),
  ],
);

/** A conversation between an investor and an ad's author about exactly one ad. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    adId: integer('ad_id').references(() => landAds.id),
    businessAdId: integer('business_ad_id').references(() => businessAds.id),
    investorId: userRef('investor_id'),
    ownerId: userRef('owner_id'),
    // The last message's time is read from messages (indexed), so sending never locks this row.
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_land_pair_idx').on(t.adId, t.investorId),
    uniqueIndex('conversations_business_pair_idx').on(t.businessAdId, t.investorId),
    index('conversations_investor_idx').on(t.investorId),
    index('conversations_owner_idx').on(t.ownerId),
    oneAd('conversations', t.adId, t.businessAdId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: userRef('sender_id'),
    // The other participant, so the unread count is one indexed lookup.
    recipientId: userRef('recipient_id'),
    content: text('content').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_unread_idx')
      .on(t.recipientId, t.conversationId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * A counter per public list, bumped by triggers on every write to the tables the list is built
 * from (see migrations). Servers compare it to decide whether a cached list is still current.
 */
export const listVersions = pgTable('list_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * How many active (not deleted) ads each table holds, kept by statement triggers on the ad tables
 * (migrations/0006): the total of an unfiltered search without counting a million rows.
 */
export const activeAdCounts = pgTable('active_ad_counts', {
  name: text('name').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
});

/**
 * How many listed ads hold each word of their folded text (scope 'text') or, for business ads, of
 * their folded title (scope 'title'), by sold or not and by price band (two significant digits:
 * 140,000 to 150,000), kept by statement triggers on the ad tables (migrations/0021). A text
 * search of one word, with at most a price range, knows from these rows alone when it matches more
 * than the bounded total counts (services/ad-search.ts), without visiting the ads.
 */
export const searchWordCounts = pgTable(
  'search_word_counts',
  {
    adTable: text('ad_table').notNull(),
    scope: text('scope').notNull(),
    word: text('word').notNull(),
    sold: boolean('sold').notNull(),
    priceFloor: numeric('price_floor').notNull(),
    priceCeiling: numeric('price_ceiling').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.adTable, t.scope, t.word, t.sold, t.priceFloor] }),
    index('search_word_counts_word_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);

// --- Email notices and saved searches ---------------------------------------------------------

/** Which notice emails a user receives; no row means every kind is on. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  messageEmails: boolean('message_emails').notNull().default(true),
  savedSearchEmails: boolean('saved_search_emails').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The unread-message notice of one conversation for one recipient (services/message-notices.ts):
 * created with the first unread message (with its job, in the same statement), claimed by the one
 * worker that sends it, kept once sent so no second notice follows, and deleted when the recipient
 * reads the conversation. `id` tells the notice's job from that of an earlier notice.
 */
export const messageNotices = pgTable(
  'message_notices',
  {
    id: serial('id').notNull().unique(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    recipientId: userRef('recipient_id', 'cascade'),
    createdAt: createdAt(),
    /** Taken by a worker that is sending it; another may take it once this is a minute old. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.recipientId] })],
);

/** A user's saved search: the search endpoint's parameters, and how often its new ads are mailed. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id', 'cascade'),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    frequency: text('frequency').notNull(),
    createdAt: createdAt(),
    /** Ads changed up to this time have been matched (services/saved-search-alerts.ts). */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    /** The last alert or digest run: a daily search is due a day after it. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_frequency_idx').on(t.frequency, t.notifiedAt),
    check('saved_searches_kind', sql`${t.kind} in ('land', 'business')`),
    check('saved_searches_frequency', sql`${t.frequency} in ('instant', 'daily')`),
  ],
);

/**
 * The ads a saved search has found (an ad of the search's kind): each at most once, so no ad is
 * alerted twice for the same search. Pending until `sent_at`; `claimed_at` as for message notices.
 */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    adId: integer('ad_id').notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.adId] }),
    index('saved_search_hits_pending_idx')
      .on(t.savedSearchId)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * The ads a user saved. One row per user and ad; an ad's rows go with it (ads are deleted softly,
 * so a saved ad that was deleted stays listed, marked deleted).
 */
export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id', 'cascade'),
    ...eitherAd(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorites_land_idx').on(t.userId, t.landAdId),
    uniqueIndex('favorites_business_idx').on(t.userId, t.businessAdId),
    // GET /api/favorites: newest saved first.
    index('favorites_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('favorites_land_ad_idx').on(t.landAdId),
    index('favorites_business_ad_idx').on(t.businessAdId),
    oneAd('favorites', t.landAdId, t.businessAdId),
  ],
);

/** Reports of ads. One per user and ad, held by the unique indexes (so concurrent reports too). */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id', 'cascade'),
    ...eitherAd(),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    /** When a decision closed the report (its outcome was mailed to the reporter). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    decisionId: integer('decision_id'),
  },
  (t) => [
    // Led by the ad: the reports of one ad are read together.
    uniqueIndex('reports_land_idx').on(t.landAdId, t.userId),
    uniqueIndex('reports_business_idx').on(t.businessAdId, t.userId),
    index('reports_user_idx').on(t.userId),
    index('reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.closedAt} is null`),
    oneAd('reports', t.landAdId, t.businessAdId),
    // openapi.yaml ReportReason and ReportRequest.note.
    check('reports_reason', sql`${t.reason} in ('fraud', 'wrong_category', 'sold', 'other')`),
    check('reports_note_length', sql`char_length(${t.note}) <= 1000`),
  ],
);

/**
 * Who blocked whom. A blocked user cannot write to the blocker, and their messages do not count as
 * unread for the blocker; a trigger (migrations) drops the blocker's cached unread count.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: userRef('blocker_id', 'cascade'),
    blockedId: userRef('blocked_id', 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    // The foreign key's lookups when a blocked user's row is deleted.
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

// --- The operator's side ------------------------------------------------------------------------

/** A business owner's company as entered on the profile; verified by a moderator's decision. */
export const companies = pgTable('companies', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  countryId: integer('country_id').notNull(),
  registrationNumber: text('registration_number').notNull(),
  name: text('name').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A staff decision on an ad or a user (openapi.yaml Decision): the statement of reasons the
 * affected user receives. No foreign keys: a decision outlives what it is about.
 */
export const decisions = pgTable(
  'decisions',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    affectedUserId: integer('affected_user_id').notNull(),
    action: text('action').notNull(),
    reasonCode: text('reason_code').notNull(),
    termsClause: text('terms_clause').notNull(),
    statement: text('statement').notNull(),
    until: timestamp('until', { withTimezone: true }),
    automated: boolean('automated').notNull().default(false),
    followedReport: boolean('followed_report').notNull().default(false),
    createdAt: createdAt(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    index('decisions_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('decisions_affected_user_idx').on(t.affectedUserId),
  ],
);

/** One appeal per decision, by the user it affects. */
export const appeals = pgTable(
  'appeals',
  {
    id: serial('id').primaryKey(),
    decisionId: integer('decision_id')
      .notNull()
      .unique()
      .references(() => decisions.id),
    userId: integer('user_id').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('open'),
    resolutionStatement: text('resolution_statement'),
    resolvedBy: integer('resolved_by'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('appeals_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    check('appeals_status', sql`${t.status} in ('open', 'upheld', 'reversed')`),
  ],
);

/**
 * Every staff action, append-only: the database refuses UPDATE, DELETE and TRUNCATE on it
 * (migrations/0017). `actor_id` is null for the operator's command line.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    reasonCode: text('reason_code'),
    termsClause: text('terms_clause'),
    statement: text('statement'),
    before: jsonb('before'),
    after: jsonb('after'),
    decisionId: integer('decision_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);
