/** PostgreSQL's unique_violation, through drizzle's wrapper or straight from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505'
}

/** PostgreSQL's foreign_key_violation (a listing deleted while it was being favourited). */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === '23503'
}

function sqlState(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}
