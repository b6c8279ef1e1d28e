import type { ErrorCode, ErrorParams } from '@raqam/api/schema'

/**
 * One problem with a request, before it is put into words: its code (the contract's `ErrorCode`), the
 * input it names (`body.x`, `query.x`, `params.x`) and the values its text needs. The rules say what is
 * wrong with these; the http layer (http/errors.ts) decides the answer's status and words.
 */
export interface Problem {
  code: ErrorCode
  path?: string
  params?: ErrorParams
}

/** A problem of one input, for the answers that list problems. */
export const problem = (code: ErrorCode, path?: string, params?: ErrorParams): Problem => ({
  code,
  ...(path && { path }),
  ...(params && { params }),
})
