import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema.ts'

/** The handle every repository takes: identical for PGlite and PostgreSQL (client.ts opens one). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
