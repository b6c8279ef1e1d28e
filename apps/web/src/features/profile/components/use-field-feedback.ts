import { useCallback, useState } from 'react'
import type { CheckedField, DraftProblems, FieldProblem } from './product-validation.ts'

type Feedback = {
  /** Fields typed in (or chosen). */
  typed: ReadonlySet<CheckedField>
  /** Fields the visitor has left. */
  left: ReadonlySet<CheckedField>
  /** Save was pressed: every message shows. */
  all: boolean
}

const fresh: Feedback = { typed: new Set(), left: new Set(), all: false }
const adding = (set: ReadonlySet<CheckedField>, field: CheckedField) => (set.has(field) ? set : new Set(set).add(field))

/**
 * When a field's message shows: not on an empty, untouched form. A problem more typing cannot fix
 * shows as soon as it is typed; one that is only incomplete waits until the field is left; after a
 * Save, all of them.
 */
export function useFieldFeedback(problems: DraftProblems) {
  const [feedback, setFeedback] = useState<Feedback>(fresh)

  const typed = useCallback(
    (field: CheckedField) => setFeedback((current) => ({ ...current, typed: adding(current.typed, field) })),
    [],
  )
  const left = useCallback(
    (field: CheckedField) => setFeedback((current) => ({ ...current, left: adding(current.left, field) })),
    [],
  )
  const showAll = useCallback(() => setFeedback((current) => ({ ...current, all: true })), [])
  const reset = useCallback(() => setFeedback(fresh), [])

  /** The problem to show beside `field` now, if any. */
  const shown = (field: CheckedField): FieldProblem | undefined => {
    const problem = problems[field]
    if (!problem) return undefined
    const visible = feedback.all || feedback.left.has(field) || (problem.early && feedback.typed.has(field))
    return visible ? problem : undefined
  }

  return { shown, typed, left, showAll, reset }
}
