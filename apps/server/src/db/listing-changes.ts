import { sql } from 'drizzle-orm'
import type { Db } from './handle.ts'

/**
 * The NOTIFY channel of every write that changes what a listing answer shows (a listing published or
 * sold, a seller's name, phone or picture): every instance of the server hears it and forgets what it
 * keeps of those answers (ADR 0019). Sent inside the writing transaction, so it is heard on commit.
 */
export const LISTINGS_CHANGED = 'listings_changed'

export function announceListingsChanged(executor: Pick<Db, 'execute'>) {
  return executor.execute(sql`select pg_notify(${LISTINGS_CHANGED}, '')`)
}
