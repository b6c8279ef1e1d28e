import { useEffect, useState } from 'react'
import { useErrorText } from '#lib/notify.ts'

/**
 * Why a call failed, in the page's language (the contract's catalogue, loaded on first use), for the
 * console to say beside what failed; empty while there is no failure or the words are on their way.
 */
export function useFailureWords(error: unknown): string {
  const errorText = useErrorText()
  const [said, setSaid] = useState<{ error: unknown; words: string } | null>(null)
  useEffect(() => {
    if (!error) return
    let current = true
    void errorText(error).then((words) => {
      if (current) setSaid({ error, words })
    })
    return () => {
      current = false
    }
  }, [error, errorText])
  return error && said?.error === error ? said.words : ''
}
