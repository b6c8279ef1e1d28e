import { isPlainClick } from '@raqam/ui/plain-click'
import { savedSearchMutations } from '@raqam/api/saved-searches.mutations'
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@raqam/listing-rules/limits'
import { Button, ButtonLink } from '@raqam/ui/button'
import { Dialog } from '@raqam/ui/dialog'
import { Field, Input } from '@raqam/ui/field'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import type { Category, ListKind } from '#lib/paths.ts'
import { useSignInFirst } from '#lib/session/sign-in-first.ts'
import { useSession } from '#lib/session/use-session.ts'
import type { ListFilters } from '../filters/list-filters.ts'
import { toSavedSearchFilters } from '../filters/saved-search-filters.ts'

type SaveSearchButtonProps = {
  kind: Exclude<ListKind, 'favorites'>
  category: Category
  filters: ListFilters
  className?: string
}

/**
 * "Save this search" keeps the list's filters under a name; new listings that match are
 * then listed on the customer's matches page and sent by e-mail and WhatsApp. A visitor's is a link to
 * sign in that returns to this list (it works before the page's script has run), with "You are not logged
 * in" on the way once the script runs.
 */
export function SaveSearchButton({ kind, category, filters, className }: SaveSearchButtonProps) {
  const { t } = useTranslation('shop')
  const api = useApi()
  const notify = useNotify()
  const { signedIn } = useSession()
  const signInFirst = useSignInFirst()
  const create = useMutation(savedSearchMutations.create(api))
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [blank, setBlank] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  const start = () => {
    setName(t(`tabs.${category}`))
    setBlank(false)
    setOpen(true)
  }
  const save = () => {
    if (name.trim() === '') {
      setBlank(true)
      input.current?.focus()
      return
    }
    create.mutate(
      { name: name.trim(), filters: toSavedSearchFilters(kind, category, filters) },
      {
        onSuccess: () => {
          notify.success(t('save.saved'))
          setOpen(false)
        },
        onError: (error) => notify.error(error),
      },
    )
  }

  if (!signedIn) {
    return (
      <ButtonLink
        variant="secondary"
        className={className}
        link={
          <a
            href={signInFirst.href}
            onClick={(event) => {
              if (!isPlainClick(event)) return
              event.preventDefault()
              signInFirst.go()
            }}
          />
        }
      >
        {t('save.button')}
      </ButtonLink>
    )
  }

  return (
    <>
      <Button variant="secondary" className={className} onClick={start}>
        {t('save.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('save.title')}
        description={t('save.description')}
        labels={{ cancel: t('save.cancel'), save: t('save.save'), saving: t('save.saving'), close: t('save.close') }}
        onSave={save}
        saving={create.isPending}
      >
        <Field label={t('save.name')} error={blank ? t('save.nameMissing') : undefined}>
          <Input
            ref={input}
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
            onChange={(event) => {
              setName(event.target.value)
              if (event.target.value.trim()) setBlank(false)
            }}
          />
        </Field>
      </Dialog>
    </>
  )
}
