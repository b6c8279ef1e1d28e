import { sql } from 'drizzle-orm'
import { PatternInputError } from '@raqam/patterns/pattern-errors'
import { derivedColumns } from '#domain/listings.ts'
import type { Category } from '#contract.ts'
import type { Db } from './handle.ts'

/** Rows per UPDATE: big enough to be quick, small enough for one statement's parameters. */
const BATCH = 2000

/**
 * Classifies the listings written before `listings.patterns` existed (migration 0004 adds it empty).
 * The classifier is TypeScript (@raqam/patterns), so SQL cannot do this inside the migration; it runs
 * right after the migrations instead, and costs one indexless query once there is nothing left.
 */
export async function backfillPatterns(db: Db): Promise<number> {
  let done = 0
  for (;;) {
    // Both drivers answer execute() with { rows }.
    const { rows } = (await db.execute(
      sql`select id, category, number from listings where patterns is null limit ${BATCH}`,
    )) as unknown as { rows: { id: string; category: Category; number: string }[] }
    if (rows.length === 0) return done
    // One JSON parameter for the whole batch (drizzle would spread a JS array into a list).
    const batch = JSON.stringify(rows.map((row) => ({ id: row.id, tags: tagsOf(row.category, row.number) })))
    await db.execute(sql`
      update listings set patterns = batch.tags
      from jsonb_to_recordset(${batch}::jsonb) as batch(id uuid, tags text[])
      where listings.id = batch.id`)
    done += rows.length
  }
}

/** A number the writers would have refused (hand-edited data) gets no tags rather than stopping start-up. */
function tagsOf(category: Category, number: string): string[] {
  try {
    return derivedColumns(category, number).patterns
  } catch (error) {
    if (error instanceof PatternInputError) return []
    throw error
  }
}
