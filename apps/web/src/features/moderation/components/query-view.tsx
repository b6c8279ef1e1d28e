import { Button } from '@raqam/ui/button'
import { EmptyState } from '@raqam/ui/empty-state'
import { Spinner } from '@raqam/ui/spinner'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFailureWords } from '../use-failure-words.ts'

export type QueryViewProps<T> = {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isFetching' | 'refetch'>
  children: (data: T) => ReactNode
}

/**
 * A console page's data once it is in: a spinner while it loads, and when it could not load, why (in the
 * page's language) with a way to try again.
 */
export function QueryView<T>({ query, children }: QueryViewProps<T>) {
  const { t } = useTranslation('moderation')
  const why = useFailureWords(query.error)
  if (query.data !== undefined) return children(query.data)
  if (query.error)
    return (
      <EmptyState
        tone="error"
        title={t('load.failed')}
        description={why}
        action={
          <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            {t('load.retry')}
          </Button>
        }
      />
    )
  return <Spinner size="lg" label={t('load.loading')} />
}
