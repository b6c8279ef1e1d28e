import { sql } from 'drizzle-orm'
import { ARABIC_DIGITS, WESTERN_DIGITS } from '@raqam/listing-rules/digits'
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  type PgColumn,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { PatternId } from '@raqam/patterns/pattern-table'
import type { components } from '@raqam/api/schema'
import { languages } from '@raqam/text/languages'

/**
 * The one schema of both drivers (PGlite and PostgreSQL). `pnpm db:generate` turns changes into a
 * migration under drizzle/, which is committed and applied at start-up.
 */

/** Raw bytes; PGlite hands back Uint8Array and pg a Buffer, so normalise to Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

export const category = pgEnum('category', ['car', 'motorcycle', 'mobile'])
export const city = pgEnum('city', [
  'abu-dhabi',
  'dubai',
  'sharjah',
  'ajman',
  'fujairah',
  'ras-al-khaimah',
  'umm-al-quwain',
])
export const operator = pgEnum('operator', ['du', 'eand'])
export const gender = pgEnum('gender', ['male', 'female'])
/** The language a customer's codes and passwords are written in (the contract's Language). */
export const language = pgEnum('language', languages)

type Schemas = components['schemas']
const enumValues = <T extends string>(values: readonly [T, ...T[]]) => values as [T, ...T[]]
/** The contract's Role: what an account may do (docs/adr/0035-trust-and-safety.md). */
export const role = pgEnum('role', enumValues<Schemas['Role']>(['customer', 'moderator', 'admin']))
export const reportReason = pgEnum(
  'report_reason',
  enumValues<Schemas['ReportReason']>(['notOwner', 'sold', 'wrongDetails', 'scam', 'offensive', 'duplicate', 'other']),
)
export const reportStatus = pgEnum(
  'report_status',
  enumValues<Schemas['ReportStatus']>(['open', 'dismissed', 'actioned']),
)
export const verificationStatus = pgEnum(
  'verification_status',
  enumValues<Schemas['VerificationStatus']>(['pending', 'approved', 'refused']),
)
export const refusalReason = pgEnum(
  'refusal_reason',
  enumValues<Schemas['RefusalReason']>(['unreadable', 'numberMismatch', 'notOwner', 'expired', 'other']),
)
export const auditAction = pgEnum(
  'audit_action',
  enumValues<Schemas['AuditAction']>([
    'reportsDismissed',
    'listingHidden',
    'listingRestored',
    'sellerSuspended',
    'sellerReinstated',
    'verificationApproved',
    'verificationRefused',
    'roleGranted',
    'roleRemoved',
  ]),
)

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** Stored lower-cased: e-mails compare case-insensitively. */
    email: text('email').notNull(),
    /** 9715XXXXXXXX, the form the contract exchanges. */
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** A password sent by send-password; it replaces passwordHash when first used. */
    resetPasswordHash: text('reset_password_hash'),
    resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true, mode: 'date' }),
    gender: gender('gender'),
    language: language('language').notNull().default('en'),
    /** Content hash of the avatar (its bytes live in customer_avatars), null without one. */
    avatarVersion: text('avatar_version'),
    /** Read on every request with the session, so a changed role counts from the next request. */
    role: role('role').notNull().default('customer'),
    /** Set while a moderator has suspended the account: no sign-in, no session, listings hidden. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    suspensionReason: reportReason('suspension_reason'),
    suspensionNote: text('suspension_note').notNull().default(''),
    /** The version of the Terms of Use last accepted (null: before terms had versions). */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }),
    /** When the customer deleted the account: the row stays, anonymised, for the audit log's sake. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_email_unique').on(t.email),
    uniqueIndex('customers_phone_unique').on(t.phone),
    index('customers_staff')
      .on(t.role)
      .where(sql`role <> 'customer'`),
  ],
)

/** Avatar bytes apart from customers, so no list query ever reads them. */
export const customerAvatars = pgTable('customer_avatars', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
})

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the token: a database leak does not leak usable tokens. */
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  // expires_at: the accounts feature's sweep deletes expired sessions (features/accounts/accounts.feature.ts).
  (t) => [index('sessions_customer').on(t.customerId), index('sessions_expiry').on(t.expiresAt)],
)

/** A sign-up waiting for its two codes; nothing exists in customers until verification. */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    email: text('email').primaryKey(),
    username: text('username').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatarType: text('avatar_type'),
    avatar: bytea('avatar'),
    emailCodeHash: text('email_code_hash').notNull(),
    whatsappCodeHash: text('whatsapp_code_hash').notNull(),
    /** The language of the codes' messages, which the account keeps. */
    language: language('language').notNull().default('en'),
    /** The version of the Terms of Use accepted by signing up, which the account keeps (null: before versions). */
    acceptedTerms: text('accepted_terms'),
    /** Attempts taken over the codes' whole life (re-sign-ups keep it): at most MAX_CODE_ATTEMPTS. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The client address that signed up: unexpired sign-ups per address are capped (ADR 0010). */
    requestedFrom: text('requested_from').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('pending_signups_expiry').on(t.expiresAt),
    index('pending_signups_address').on(t.requestedFrom, t.expiresAt),
  ],
)

/**
 * Wrong sign-in passwords per e-mail (whether or not an account has it, so a 429 tells nothing about
 * accounts): the per-account back-off of ADR 0010. A successful sign-in deletes the row.
 */
export const signinThrottles = pgTable(
  'signin_throttles',
  {
    /** Lower-cased, like customers.email. */
    email: text('email').primaryKey(),
    failures: integer('failures').notNull(),
    /** No attempt is checked before this moment (null: not waiting). */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('signin_throttles_last_attempt').on(t.lastAttemptAt)],
)

/**
 * Rate-limit counters, one row per client address and route (or the default limit), shared by every
 * instance of the server (ADR 0019). Unlogged: a crash may forget them, which only forgives a minute.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets').on(t.resetsAt)],
)

export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the company's own listings. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    category: category('category').notNull(),
    city: city('city'),
    code: text('code'),
    operator: operator('operator'),
    number: text('number').notNull(),
    /** Digit count of a plate number (the `digit` filter); null for mobile numbers. */
    digits: smallint('digits'),
    /** First three digits of a mobile number (the `prefix` filter); null for plates. */
    prefix: text('prefix'),
    /**
     * The number's pattern tags (@raqam/patterns ids, the `pattern` filter), written with the row.
     * Null only for rows written before the column existed, until start-up classifies them
     * (db/backfill.ts); no query reads a null as "no patterns".
     */
    patterns: text('patterns').array().$type<PatternId[]>(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    oldPrice: numeric('old_price', { precision: 12, scale: 2, mode: 'number' }),
    newPrice: numeric('new_price', { precision: 12, scale: 2, mode: 'number' }),
    /** Shared: visible in public lists. */
    status: boolean('status').notNull().default(true),
    isSold: boolean('is_sold').notNull().default(false),
    isOrder: boolean('is_order').notNull().default(false),
    isAd: boolean('is_ad').notNull().default(false),
    /** When the owner withdrew it (hidden from all but them, restorable); `status` is false meanwhile. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'date' }),
    /** The asking price before its last change (null: never changed): a lower newPrice is a price drop. */
    previousPrice: numeric('previous_price', { precision: 12, scale: 2, mode: 'number' }),
    /** The most the buyer of a wanted request would pay (null: not said; always null for sale). */
    budget: numeric('budget', { precision: 12, scale: 2, mode: 'number' }),
    /**
     * When moderators hid it (null: not hidden). `status` is false meanwhile, so no public list, search,
     * sitemap or match sees it; `sharedWhenHidden` keeps the owner's own choice for its restoring.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenReason: reportReason('hidden_reason'),
    hiddenNote: text('hidden_note').notNull().default(''),
    /** Hidden because its seller is suspended: reinstating the seller restores exactly these. */
    hiddenBySuspension: boolean('hidden_by_suspension').notNull().default(false),
    sharedWhenHidden: boolean('shared_when_hidden').notNull().default(false),
    /** When a moderator approved the owner's proof of ownership ("verified owner"); null otherwise. */
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    /** When the owner marked it sold (null: unsold, or sold before sales were dated). */
    soldAt: timestamp('sold_at', { withTimezone: true, mode: 'date' }),
    /** What it sold for, as its seller said (null: not said); private unless `soldPricePublished`. */
    soldPrice: numeric('sold_price', { precision: 12, scale: 2, mode: 'number' }),
    /** The seller agreed to show the sale price: the sold-prices record and the fair-price guide use only these. */
    soldPricePublished: boolean('sold_price_published').notNull().default(false),
    createdAt: createdAt(),
    /**
     * What `keyword` searches (trigram-indexed), lower-cased once here: `LIKE lower(…)` on it is what
     * `ILIKE` computes, without lower-casing every candidate on every search (ADR 0024). Its digits are
     * folded to Western ones as the keyword is (`@raqam/listing-rules/digits`, ADR 0047), so a title
     * written with ٧٧٧ is found by 777 and the other way round. `||` rather than concat_ws because it
     * must be immutable.
     */
    search: text('search')
      .notNull()
      .generatedAlwaysAs(
        sql`translate(lower("number" || ' ' || "title_en" || ' ' || "title_ar" || ' ' || "description_en" || ' ' || "description_ar"), ${sql.raw(`'${ARABIC_DIGITS}', '${WESTERN_DIGITS}'`)})`,
      ),
  },
  // Index columns follow the list query (features/listings/listings.repository.ts): the sort orders end
  // every index exactly as the ORDER BY spells them, NULLS placement included (PostgreSQL walks an index
  // for an ORDER BY only when both agree; ADR 0006), and the public lists only ever see shared
  // listings, hence the partial indexes.
  (t) => {
    const priceOrders = (name: string, columns: [PgColumn, ...PgColumn[]]) =>
      (['asc', 'desc'] as const).map((direction) =>
        index(`listings_${name}_price_${direction}`)
          .on(
            t.category,
            ...columns,
            direction === 'asc' ? t.newPrice.asc().nullsLast() : t.newPrice.desc().nullsLast(),
            t.createdAt.desc().nullsFirst(),
            t.id.desc().nullsFirst(),
            t.isOrder,
          )
          .where(sql`status`),
      )
    return [
      index('listings_feed')
        .on(t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.isOrder)
        .where(sql`status`),
      index('listings_feed_all')
        .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.isOrder, t.category)
        .where(sql`status`),
      // Price orders across every category (no category filter).
      ...(['asc', 'desc'] as const).map((direction) =>
        index(`listings_all_price_${direction}`)
          .on(
            direction === 'asc' ? t.newPrice.asc().nullsLast() : t.newPrice.desc().nullsLast(),
            t.createdAt.desc().nullsFirst(),
            t.id.desc().nullsFirst(),
            t.isOrder,
            t.category,
          )
          .where(sql`status`),
      ),
      index('listings_price_asc')
        .on(
          t.category,
          t.newPrice.asc().nullsLast(),
          t.createdAt.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          t.isOrder,
        )
        .where(sql`status`),
      index('listings_price_desc')
        .on(
          t.category,
          t.newPrice.desc().nullsLast(),
          t.createdAt.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          t.isOrder,
        )
        .where(sql`status`),
      index('listings_plate')
        .on(t.category, t.city, t.code, t.digits, t.isOrder)
        .where(sql`status`),
      // Price follows the digit count (one digit costs millions) and the emirate, so walking the
      // category's price index and skipping the rest would read most of it: each of those filters gets
      // its own price order (ascending and descending).
      ...priceOrders('digits', [t.digits]),
      ...priceOrders('city', [t.city]),
      ...priceOrders('city_digits', [t.city, t.digits]),
      ...priceOrders('prefix', [t.prefix]),
      index('listings_mobile')
        .on(t.category, t.operator, t.prefix, t.isOrder)
        .where(sql`status`),
      index('listings_mobile_prefix')
        .on(t.category, t.prefix, t.isOrder)
        .where(sql`status`),
      index('listings_ad')
        .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql`status and is_ad`),
      // status last: a seller's page with status=all (status OR own) is counted from the index alone.
      index('listings_customer').on(t.customerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.status),
      index('listings_search').using('gin', sql`${t.search} gin_trgm_ops`),
      // `patterns && '{…}'` (any of the ids): a rare pattern is a few hundred rows among 100,000, which
      // no walk of a sort index finds quickly. Measured against a join table: ADR 0008.
      index('listings_patterns')
        .using('gin', t.patterns)
        .where(sql`status`),
      // One unsold listing per seller, kind and number: the 409 of createProduct, safe under concurrency.
      // Two partial indexes because NULLs are distinct (mobile numbers have no city or code) and an
      // enum-to-text cast is not immutable enough for an index expression.
      uniqueIndex('listings_unsold_plate')
        .on(t.customerId, t.category, t.isOrder, t.number, t.city, t.code)
        .where(sql`not is_sold and category <> 'mobile'`),
      uniqueIndex('listings_unsold_mobile')
        .on(t.customerId, t.isOrder, t.number)
        .where(sql`not is_sold and category = 'mobile'`),
      // Every public list reads `where status`: a withdrawn listing must never pass it.
      check('listings_withdrawn_not_shared', sql`${t.withdrawnAt} is null or not ${t.status}`),
      check('listings_hidden_not_shared', sql`${t.hiddenAt} is null or not ${t.status}`),
      // The shop's "verified only" filter.
      index('listings_verified')
        .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql`status and verified_at is not null`),
      check('listings_budget_wanted', sql`${t.budget} is null or ${t.isOrder}`),
      check('listings_sale_price_sold', sql`${t.soldPrice} is null or (${t.isSold} and not ${t.isOrder})`),
      check('listings_sale_published_priced', sql`not ${t.soldPricePublished} or ${t.soldPrice} is not null`),
      // The sold-prices record and the guide's sales: published sales only, a small part of the table,
      // newest sale first within a kind (and an emirate with a digit count, the guide's plate comparables).
      index('listings_sold_published')
        .on(t.category, t.soldAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql`is_sold and sold_price_published`),
      index('listings_sold_published_plate')
        .on(t.category, t.city, t.digits, t.soldAt.desc().nullsFirst())
        .where(sql`is_sold and sold_price_published`),
      // The sold-prices record of every kind (its first page): newest sale first across kinds, and its
      // months' prices read from the index alone (status and price ride at its end; drizzle has no INCLUDE).
      index('listings_sold_published_recent')
        .on(t.soldAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.status, t.soldPrice)
        .where(sql`is_sold and sold_price_published`),
    ]
  },
)

/**
 * How many listings have each combination of the columns visitors' lists filter on (ADR 0024), kept
 * by triggers on listings in the writing transaction (migration 0013). A list's total is then a sum
 * over a few thousand rows here rather than a count of up to every listing. The columns are named as
 * in listings, so a list's own conditions select the groups (features/listings/listings.repository.ts). Not `code`:
 * it multiplies the groups by fifty, and a list filtered by code counts few listings in its index.
 */
export const listingCounts = pgTable(
  'listing_counts',
  {
    status: boolean('status').notNull(),
    category: category('category').notNull(),
    isOrder: boolean('is_order').notNull(),
    isAd: boolean('is_ad').notNull(),
    city: city('city'),
    digits: smallint('digits'),
    operator: operator('operator'),
    prefix: text('prefix'),
    patterns: text('patterns').array().$type<PatternId[]>(),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('listing_counts_group')
      .on(t.status, t.category, t.isOrder, t.isAd, t.city, t.digits, t.operator, t.prefix, t.patterns)
      .nullsNotDistinct(),
  ],
)

/**
 * The fair-price guide's bounded candidates (ADR 0051): one row per comparable (a shared listing for
 * sale with an asking price, or a shared sale whose price its seller published: `kind`) and each trait
 * the guide ranks by (its exact tag set `tags:…`, every pattern tag, `code:<code>` of a plate,
 * `prefix:<prefix>` of a mobile number, and '' for the kind as a whole), within its kind (`place`: the
 * emirate of a plate, the operator of a mobile number; `digits`: a plate's digit count, 0 for mobile
 * numbers), newest first by `at` (published, or sold). Kept by triggers on listings in the writing
 * transaction (migration 0021), so a guide reads the newest few hundred rows of each of its traits
 * from the index, however big its kind grows.
 */
export const priceGuideEntries = pgTable(
  'price_guide_entries',
  {
    listingId: uuid('listing_id').notNull(),
    category: category('category').notNull(),
    place: text('place').notNull(),
    digits: smallint('digits').notNull(),
    kind: text('kind').$type<'asking' | 'sale'>().notNull(),
    trait: text('trait').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'price_guide_entries_pkey', columns: [t.listingId, t.trait] }),
    index('price_guide_entries_newest').on(
      t.category,
      t.place,
      t.digits,
      t.kind,
      t.trait,
      t.at.desc().nullsFirst(),
      t.listingId.desc().nullsFirst(),
    ),
  ],
)

export const favorites = pgTable(
  'favorites',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.listingId] }),
    index('favorites_recent').on(t.customerId, t.createdAt.desc().nullsFirst(), t.listingId.desc().nullsFirst()),
    index('favorites_listing').on(t.listingId),
  ],
)

/**
 * Views of a listing's page and taps on its WhatsApp button, per day (Dubai time): its seller's
 * statistics. Counts only, nothing about who (features/statistics/interaction-counter.ts adds to
 * them from each instance's memory; additions commute, so instances never overwrite each other).
 */
export const listingDailyCounts = pgTable(
  'listing_daily_counts',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    whatsappTaps: integer('whatsapp_taps').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
)

/**
 * Every asking price a listing for sale has had, from its first: the detail page's price history. One
 * row on publishing and one per change of newPrice (features/listings/listings.repository.ts).
 */
export const listingPrices = pgTable(
  'listing_prices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('listing_prices_listing').on(t.listingId, t.at.desc(), t.id.desc())],
)

/**
 * A customer's saved list filters (ADR 0021). `filters` is the contract's SavedSearchFilters
 * as saved; `category`, `is_order`, `city` and `digits` repeat four of them as columns, so a published
 * listing finds its candidate searches in an index before each is matched in full
 * (domain/listing-matches-filters.ts).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<components['schemas']['SavedSearchFilters']>().notNull(),
    category: category('category'),
    isOrder: boolean('is_order').notNull(),
    /** The emirate and digit count of the filters (plates), also kept as columns to narrow candidates. */
    city: city('city'),
    digits: smallint('digits'),
    /** Messages on (false once unsubscribed); matches are kept either way. */
    alerts: boolean('alerts').notNull().default(true),
    /** The secret of the unsubscribe link (32 random bytes, base64url). */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** The origin the search was saved from (PUBLIC_URL when set): its messages link there. */
    origin: text('origin').notNull(),
    /** When its last message went out: the next waits an hour after it (later matches are batched). */
    lastMessagedAt: timestamp('last_messaged_at', { withTimezone: true, mode: 'date' }),
    /**
     * The wanted request this search stands for (ADR 0022): kept by the server, not shown among the
     * customer's saved searches, gone with the request.
     */
    wantedId: uuid('wanted_id').references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_customer').on(t.customerId, t.createdAt.desc()),
    uniqueIndex('saved_searches_wanted').on(t.wantedId),
    index('saved_searches_candidates').on(t.isOrder, t.category, t.city, t.digits),
    uniqueIndex('saved_searches_unsubscribe').on(t.unsubscribeToken),
  ],
)

/** A listing that matched a saved search: the customer's "new matches", and what its messages told. */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** When a message told of it; null while it waits for its saved search's next message. */
    messagedAt: timestamp('messaged_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // A listing edited into a match again is not a new match.
    uniqueIndex('matches_search_listing').on(t.savedSearchId, t.listingId),
    index('matches_customer').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    index('matches_unread')
      .on(t.customerId)
      .where(sql`read_at is null`),
    index('matches_waiting')
      .on(t.savedSearchId)
      .where(sql`messaged_at is null`),
    index('matches_listing').on(t.listingId),
  ],
)

/**
 * Messages already handed to their provider, by job: a job that runs again (its worker died after the
 * send, or its time ran out) finds its row and sends nothing (notifier/deliveries.ts). Rows older than a
 * job can live are deleted by the housekeeping sweep.
 */
export const messageDeliveries = pgTable('message_deliveries', {
  jobId: uuid('job_id').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
})

/**
 * A report of a listing or a seller (exactly one: listing reports also carry the listing's seller, for
 * the seller's history). `reporterKey` is the account id, else a hash of the client address: one open
 * report per reporter and target. `addressHash` counts every reporter's reports per address.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').references(() => customers.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => customers.id, { onDelete: 'set null' }),
    reporterKey: text('reporter_key').notNull(),
    addressHash: text('address_hash').notNull(),
    reason: reportReason('reason').notNull(),
    note: text('note').notNull().default(''),
    status: reportStatus('status').notNull().default('open'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: uuid('decided_by'),
  },
  (t) => [
    check('reports_target', sql`${t.listingId} is not null or ${t.sellerId} is not null`),
    uniqueIndex('reports_open_listing')
      .on(t.reporterKey, t.listingId)
      .where(sql`status = 'open' and listing_id is not null`),
    uniqueIndex('reports_open_seller')
      .on(t.reporterKey, t.sellerId)
      .where(sql`status = 'open' and listing_id is null`),
    index('reports_open')
      .on(t.listingId, t.sellerId)
      .where(sql`status = 'open'`),
    index('reports_seller').on(t.sellerId, t.createdAt.desc()),
    index('reports_reporter').on(t.reporterId, t.createdAt.desc()),
    index('reports_address').on(t.addressHash, t.createdAt.desc()),
  ],
)

/**
 * What moderators, admins and the admin:grant command did. Append-only: no operation changes or deletes
 * a row, and a trigger (migration 0016) refuses UPDATE and DELETE. No foreign keys, so an entry outlives
 * what it names; `actorName` and `detail` keep what it was called then.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Null: the server's admin:grant command. */
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    action: auditAction('action').notNull(),
    listingId: uuid('listing_id'),
    customerId: uuid('customer_id'),
    /** A ReportReason or a RefusalReason, or null. */
    reason: text('reason'),
    note: text('note').notNull().default(''),
    detail: text('detail').notNull().default(''),
  },
  (t) => [index('audit_log_customer').on(t.customerId, t.id.desc()), index('audit_log_listing').on(t.listingId)],
)

/** A seller's request for the "verified owner" mark of a listing; its proof lives in verification_proofs. */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: verificationStatus('status').notNull().default('pending'),
    proofType: text('proof_type').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: uuid('decided_by'),
    reason: refusalReason('reason'),
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('verification_requests_pending')
      .on(t.listingId)
      .where(sql`status = 'pending'`),
    index('verification_requests_queue')
      .on(t.requestedAt)
      .where(sql`status = 'pending'`),
    index('verification_requests_listing').on(t.listingId, t.requestedAt.desc()),
    index('verification_requests_customer').on(t.customerId, t.requestedAt.desc()),
    index('verification_requests_decided')
      .on(t.decidedAt)
      .where(sql`decided_at is not null`),
  ],
)

/**
 * The private proof files, apart from their requests so no list reads them; deleted 30 days after the
 * decision by the housekeeping sweep. Never served under a public URL (getVerificationProof is for
 * moderators only).
 */
export const verificationProofs = pgTable('verification_proofs', {
  requestId: uuid('request_id')
    .primaryKey()
    .references(() => verificationRequests.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
})
