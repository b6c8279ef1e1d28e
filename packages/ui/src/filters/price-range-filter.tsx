import { clsx } from 'clsx'
import { useState } from 'react'
import { toPlainPrice, typedPriceBound } from '@raqam/listing-rules/numbers'
import { Field, FieldSet, Input } from '#field/field.tsx'
import styles from './filters.module.css'

export type PriceRangeFilterProps = {
  /** The group's name, e.g. "Price (AED)". */
  label: string
  /** The lowest bound's label, e.g. "From". */
  minLabel: string
  /** The highest bound's label, e.g. "To". */
  maxLabel: string
  min: number | null
  max: number | null
  /** The keys a form sent without script gives the boxes, e.g. the URL's `minPrice` and `maxPrice`. */
  minName?: string
  maxName?: string
  /**
   * What a form sent without script carried in a box that is not an amount (e.g. `{ min: 'abc' }`): shown
   * as typed, with its message, so the visitor sees why it did not apply and loses nothing typed.
   */
  sentText?: { min?: string | null; max?: string | null }
  /** Called with the new range when a bound is left or Enter is pressed, only if it changed and is valid. */
  onChange: (min: number | null, max: number | null) => void
  /** Said beside a bound that is not an amount, e.g. "Type an amount in AED". */
  notAmountMessage: string
  /** Said beside the highest bound when it is below the lowest. */
  reversedMessage: string
  className?: string
}

type Amount = number | null | 'invalid'

/** What was typed, as an amount: Arabic digits and thousands separators are fine; empty is no bound. */
function amountOf(typed: string): Amount {
  if (toPlainPrice(typed) === '') return null
  return typedPriceBound(typed) ?? 'invalid'
}

const textOf = (value: number | null) => (value === null ? '' : String(value))

/**
 * A price range as two amount boxes. What is typed is applied when a box is left or on Enter (not on every
 * keystroke, which would reload the list mid-number); a bound that is not an amount, or a range the wrong
 * way round, is said beside its box and nothing is applied, and nothing typed is lost.
 */
export function PriceRangeFilter({
  label,
  minLabel,
  maxLabel,
  min,
  max,
  minName,
  maxName,
  sentText,
  onChange,
  notAmountMessage,
  reversedMessage,
  className,
}: PriceRangeFilterProps) {
  const [draft, setDraft] = useState({ min: sentText?.min || textOf(min), max: sentText?.max || textOf(max) })
  const [shown, setShown] = useState({ min, max })
  const [tried, setTried] = useState(Boolean(sentText?.min || sentText?.max))
  // A bound changed from outside (a reset, the back button) replaces what is typed in its box; a box whose
  // bound did not change keeps what is being typed in it (the other box's change may land meanwhile).
  if (shown.min !== min || shown.max !== max) {
    const replace = (bound: 'min' | 'max', value: number | null) =>
      shown[bound] !== value && amountOf(draft[bound]) !== value ? textOf(value) : draft[bound]
    setShown({ min, max })
    setDraft({ min: replace('min', min), max: replace('max', max) })
    setTried(false)
  }

  const low = amountOf(draft.min)
  const high = amountOf(draft.max)
  const reversed = typeof low === 'number' && typeof high === 'number' && low > high
  const minError = low === 'invalid' ? notAmountMessage : undefined
  const maxError = high === 'invalid' ? notAmountMessage : reversed ? reversedMessage : undefined

  const apply = () => {
    setTried(true)
    if (low === 'invalid' || high === 'invalid' || reversed) return
    if (low !== min || high !== max) onChange(low, high)
  }
  const box = (bound: 'min' | 'max') => ({
    name: bound === 'min' ? minName : maxName,
    value: draft[bound],
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    dir: 'ltr',
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target
      setDraft((typed) => ({ ...typed, [bound]: value }))
    },
    onBlur: apply,
    onKeyDown: (event: { key: string; preventDefault: () => void }) => {
      if (event.key !== 'Enter') return
      event.preventDefault()
      apply()
    },
  })

  return (
    <FieldSet legend={label} className={clsx(styles.priceRange, className)}>
      <div className={styles.priceBounds}>
        <Field label={minLabel} size="sm" error={tried ? minError : undefined}>
          <Input {...box('min')} />
        </Field>
        <Field label={maxLabel} size="sm" error={tried ? maxError : undefined}>
          <Input {...box('max')} />
        </Field>
      </div>
    </FieldSet>
  )
}
