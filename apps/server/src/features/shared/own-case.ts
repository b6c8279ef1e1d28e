import { forbidden } from '#http/errors.ts'

/**
 * Nobody decides on their own case: a moderator who also sells neither judges reports, proofs or
 * hiding of their own listings nor suspends or reinstates themselves (403 `ownCase`, ADR 0048).
 * `subjectId` is the seller the decision is about (null: a listing of the company).
 */
export function refuseOwnCase(actorId: string, subjectId: string | null): void {
  if (subjectId === actorId) throw forbidden('ownCase')
}
