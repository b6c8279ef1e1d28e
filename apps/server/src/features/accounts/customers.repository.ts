import { and, eq, ne, sql } from 'drizzle-orm'
import type { components } from '@raqam/api/schema'
import type { Language } from '@raqam/text/languages'
import type { Db } from '#db/handle.ts'
import { announceListingsChanged } from '#db/listing-changes.ts'
import { customerAvatars, customers, sessions } from '#db/schema.ts'
import type { Avatar } from '#domain/images.ts'
import { sha256 } from '#auth/tokens.ts'
import { avatarUrl } from '#features/shared/avatar-url.ts'

type Customer = components['schemas']['Customer']

/** A short content hash: the avatar's cache-busting version and ETag. */
export function avatarVersion(bytes: Buffer): string {
  return sha256(bytes.toString('base64')).slice(0, 16)
}

type CustomerRow = typeof customers.$inferSelect

export function toCustomer(row: CustomerRow): Customer {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    language: row.language,
    image: avatarUrl(row.id, row.avatarVersion),
    createdAt: row.createdAt.toISOString(),
    role: row.role,
    termsVersion: row.termsVersion,
  }
}

export interface ProfileChanges {
  username?: string
  phone?: string
  gender?: 'male' | 'female'
  language?: Language
  passwordHash?: string
  avatar?: Avatar
}

export function customersRepository(db: Db) {
  return {
    async byId(id: string): Promise<CustomerRow | null> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1)
      return row ?? null
    },

    async byEmail(email: string): Promise<CustomerRow | null> {
      const [row] = await db.select().from(customers).where(eq(customers.email, email.toLowerCase())).limit(1)
      return row ?? null
    },

    /** Which of an e-mail and a phone already belong to an account (other than `exceptId`). */
    async taken(
      email: string | null,
      phone: string | null,
      exceptId?: string,
    ): Promise<{ email: boolean; phone: boolean }> {
      const rows = await db
        .select({ email: customers.email, phone: customers.phone })
        .from(customers)
        .where(
          and(
            sql`(${customers.email} = ${email?.toLowerCase() ?? null} or ${customers.phone} = ${phone})`,
            exceptId ? ne(customers.id, exceptId) : undefined,
          ),
        )
      return {
        email: email !== null && rows.some((row) => row.email === email.toLowerCase()),
        phone: phone !== null && rows.some((row) => row.phone === phone),
      }
    },

    async avatar(customerId: string): Promise<{ bytes: Buffer; contentType: string; version: string | null } | null> {
      const [row] = await db
        .select({
          bytes: customerAvatars.bytes,
          contentType: customerAvatars.contentType,
          version: customers.avatarVersion,
        })
        .from(customerAvatars)
        .innerJoin(customers, eq(customers.id, customerAvatars.customerId))
        .where(eq(customerAvatars.customerId, customerId))
        .limit(1)
      return row ?? null
    },

    /**
     * Applies a profile update in one transaction. A new password signs out every session except
     * `keepSessionHash` (the caller's). Unique violations (a phone taken meanwhile) surface as 23505.
     */
    async update(id: string, changes: ProfileChanges, keepSessionHash: string): Promise<CustomerRow> {
      return db.transaction(async (tx) => {
        const values: Partial<typeof customers.$inferInsert> = {}
        if (changes.username !== undefined) values.username = changes.username
        if (changes.phone !== undefined) values.phone = changes.phone
        if (changes.gender !== undefined) values.gender = changes.gender
        if (changes.language !== undefined) values.language = changes.language
        if (changes.passwordHash !== undefined) {
          values.passwordHash = changes.passwordHash
          values.resetPasswordHash = null
          values.resetExpiresAt = null
        }
        if (changes.avatar) {
          values.avatarVersion = avatarVersion(changes.avatar.bytes)
          await tx
            .insert(customerAvatars)
            .values({ customerId: id, contentType: changes.avatar.type, bytes: changes.avatar.bytes })
            .onConflictDoUpdate({
              target: customerAvatars.customerId,
              set: { contentType: changes.avatar.type, bytes: changes.avatar.bytes },
            })
        }
        if (changes.passwordHash !== undefined) {
          await tx.delete(sessions).where(and(eq(sessions.customerId, id), ne(sessions.tokenHash, keepSessionHash)))
        }
        // The seller's name, phone and picture are part of every answer with their listings.
        if (values.username !== undefined || values.phone !== undefined || values.avatarVersion !== undefined)
          await announceListingsChanged(tx)
        if (Object.keys(values).length > 0) {
          const [row] = await tx.update(customers).set(values).where(eq(customers.id, id)).returning()
          return row!
        }
        const [row] = await tx.select().from(customers).where(eq(customers.id, id))
        return row!
      })
    },

    /** The customer accepted this version of the Terms of Use now. */
    async acceptTerms(id: string, version: string, now: Date): Promise<CustomerRow | null> {
      const [row] = await db
        .update(customers)
        .set({ termsVersion: version, termsAcceptedAt: now })
        .where(eq(customers.id, id))
        .returning()
      return row ?? null
    },

    /** Stores a sent password beside the current one; whichever is used first decides (see signin). */
    async setResetPassword(id: string, hash: string, expiresAt: Date): Promise<void> {
      await db.update(customers).set({ resetPasswordHash: hash, resetExpiresAt: expiresAt }).where(eq(customers.id, id))
    },

    /**
     * The sent password was used: it becomes the password, the old one stops working, and every
     * session opened before is signed out (whoever knew the old password may hold one).
     */
    async promoteResetPassword(id: string, hash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(customers)
          .set({ passwordHash: hash, resetPasswordHash: null, resetExpiresAt: null })
          .where(eq(customers.id, id))
        await tx.delete(sessions).where(eq(sessions.customerId, id))
      })
    },
  }
}
