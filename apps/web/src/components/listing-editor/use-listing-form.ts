import { useEffect, useMemo, useState } from 'react'
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldPath,
  type Resolver,
  type ResolverResult,
  type SubmitHandler,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '#lib/use-language.ts'
import type { ListingTerms } from './listing-form.ts'
import {
  checkedFields,
  firstInvalidField,
  listingProblems,
  type CheckedField,
  type ListingForm,
} from './listing-problems.ts'
import { problemMessage } from './problem-message.ts'

/** The checks as react-hook-form's resolver: a form with any problem is not sent. */
function listingResolver<Form extends ListingForm>(isOrder: boolean): Resolver<Form> {
  return (values) => {
    const problems = listingProblems(values, isOrder)
    const errors = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, { type: problem.key }]),
    )
    return (Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors }) as ResolverResult<Form>
  }
}

/**
 * A listing dialog's form (publish or edit, docs/adr/0017-forms.md): react-hook-form over the fields,
 * with the listing's checks as its resolver, so a form with a problem is never sent.
 *
 * When a field's message shows (`shown`): not on an untouched form; a problem more typing cannot fix (a
 * leading 0, a letter, a third decimal) as soon as it is typed; one that is only incomplete once the field
 * is left; after a Save, all of them, and the first invalid field takes the focus, after the render that
 * draws the messages, so it is announced with its own.
 */
export function useListingForm<Form extends ListingForm>(defaultValues: Form, isOrder: boolean) {
  const { i18n } = useTranslation('account')
  const { language } = useLanguage()
  const resolver = useMemo(() => listingResolver<Form>(isOrder), [isOrder])
  const form = useForm<Form>({
    defaultValues: defaultValues as DefaultValues<Form>,
    mode: 'onChange',
    shouldFocusError: false,
    resolver,
  })
  const { control, setFocus, formState } = form
  const values = { ...defaultValues, ...useWatch({ control }) } as Form
  const problems = listingProblems(values, isOrder)
  const [focusRequest, setFocusRequest] = useState<{ field: CheckedField }>()
  useEffect(() => {
    if (focusRequest) setFocus(focusRequest.field as FieldPath<Form>)
  }, [focusRequest, setFocus])

  /** The message `field` shows now, if any. */
  const shown = (field: CheckedField) => {
    const problem = problems[field]
    if (!problem) return undefined
    const touched = formState.touchedFields as Partial<Record<CheckedField, boolean>>
    const dirty = formState.dirtyFields as Partial<Record<CheckedField, boolean>>
    const visible = formState.isSubmitted || touched[field] || (problem.early && dirty[field])
    return visible ? problemMessage(i18n, language, problem) : undefined
  }

  /** Save: `onValid` with a form that passes its checks; else the first invalid field takes the focus. */
  const submit = (onValid: SubmitHandler<Form>) =>
    form.handleSubmit(onValid, () => {
      const field = firstInvalidField(problems, checkedFields(values, isOrder))
      if (field) setFocusRequest({ field })
    })

  /** Registers one of the fields both dialogs ask (ListingTermsFields). */
  const registerTerm = (name: keyof ListingTerms) => form.register(name as FieldPath<Form>)

  return { form, values, problems, shown, submit, registerTerm }
}
