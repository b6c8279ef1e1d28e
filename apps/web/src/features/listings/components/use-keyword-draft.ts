import { useEffect, useState } from 'react'

/** How long typing pauses before the keyword goes into the URL. */
const keywordDelayMs = 400

/**
 * The keyword box's text: typed freely, committed to the URL after a pause (or at once on Enter),
 * and reset when the URL changes by itself (back/forward, a tab, "Clear filters").
 */
export function useKeywordDraft(committed: string, commit: (keyword: string) => void) {
  const [draft, setDraft] = useState(committed)
  const [seen, setSeen] = useState(committed)
  if (committed !== seen) {
    setSeen(committed)
    setDraft(committed)
  }

  useEffect(() => {
    if (draft.trim() === committed.trim()) return
    const timer = window.setTimeout(() => commit(draft), keywordDelayMs)
    return () => window.clearTimeout(timer)
  }, [draft, committed, commit])

  return { draft, setDraft, submit: (value: string) => (value.trim() === committed.trim() ? undefined : commit(value)) }
}
