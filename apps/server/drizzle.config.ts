import { defineConfig } from 'drizzle-kit'

// `pnpm db:generate` writes SQL migrations from the schema; they are committed and run at start-up
// by both drivers, so no database is needed to generate them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
})
