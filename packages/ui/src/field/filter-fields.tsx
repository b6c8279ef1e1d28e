import { clsx } from 'clsx'
import { useId, type ReactNode } from 'react'
import a11y from '#a11y/a11y.module.css'
import { SearchIcon } from '#internal/icons.tsx'
import fieldStyles from './field.module.css'
import { Field, Input, Select } from './field.tsx'
import styles from './filter-fields.module.css'

/*
 * The filter bar's fields, built on the Field family (size `sm`): a select whose empty option means
 * "any", a search box, and a radio group drawn as a segmented control. Native controls keep the
 * platform's keyboard, screen-reader and mobile pickers.
 */

type Option<Value extends string> = { value: Value; label: ReactNode }

type FieldBase = {
  /** The visible label. */
  label: string
  /** The key a form sent without script gives the value, e.g. the URL's `city`. */
  name?: string
  /** Keep the label for screen readers only (e.g. when a heading already says it). */
  hideLabel?: boolean
  className?: string
}

export type SelectFieldProps<Value extends string> = FieldBase & {
  options: readonly Option<Value>[]
  /** The selected option, or `null` for the "any" option. */
  value: Value | null
  onChange: (value: Value | null) => void
  /** The text of the empty option (e.g. "Any city"); without it there is no empty option. */
  anyLabel?: string
  disabled?: boolean
  /** A short line under the control, e.g. why it is disabled. */
  hint?: string
}

/** A labelled native select; `null` is the empty ("any") option. */
export function SelectField<Value extends string>({
  label,
  name,
  hideLabel,
  options,
  value,
  onChange,
  anyLabel,
  disabled,
  hint,
  className,
}: SelectFieldProps<Value>) {
  const known = value !== null && options.some((option) => option.value === value)
  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} size="sm" className={className}>
      <Select
        name={name}
        value={known ? value : ''}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value
          onChange(next === '' ? null : (next as Value))
        }}
      >
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  )
}

export type SearchFieldProps = FieldBase & {
  value: string
  onChange: (value: string) => void
  placeholder?: string
  /** Called on Enter, e.g. to apply the keyword at once instead of after a pause. */
  onSubmit?: (value: string) => void
}

/** A labelled search box with a magnifier. */
export function SearchField({
  label,
  name,
  hideLabel,
  value,
  onChange,
  placeholder,
  onSubmit,
  className,
}: SearchFieldProps) {
  return (
    <Field label={label} hideLabel={hideLabel} size="sm" className={className}>
      <div className={styles.searchWrap}>
        <SearchIcon className={styles.searchIcon} />
        <Input
          type="search"
          name={name}
          className={styles.search}
          value={value}
          placeholder={placeholder}
          enterKeyHint="search"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && onSubmit) {
              event.preventDefault()
              onSubmit(event.currentTarget.value)
            }
          }}
        />
      </div>
    </Field>
  )
}

export type SegmentedFieldProps<Value extends string> = FieldBase & {
  options: readonly Option<Value>[]
  value: Value | null
  onChange: (value: Value) => void
  /** `sm` for the compact pills inside cards. */
  size?: 'sm' | 'md'
}

/**
 * A radio group drawn as joined pills. Native radios give the arrow keys and the "1 of 3" that
 * screen readers expect; the group is named by the label.
 */
export function SegmentedField<Value extends string>({
  label,
  name,
  hideLabel,
  options,
  value,
  onChange,
  size = 'md',
  className,
}: SegmentedFieldProps<Value>) {
  const id = useId()
  const labelId = `${id}-label`
  return (
    <div className={clsx(fieldStyles.field, className)} data-size="sm" data-slot="segmented-field">
      <span id={labelId} className={hideLabel ? a11y.visuallyHidden : fieldStyles.label}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className={styles.segmented} data-size={size}>
        {options.map((option) => (
          <label key={option.value} className={styles.segment}>
            <input
              type="radio"
              className={styles.radio}
              name={name ?? id}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.segmentLabel}>{option.label}</span>
          </label>
        ))}
      </div>
    </div>
  )
}
