import { clsx } from 'clsx'
import { useId, type ComponentProps, type ReactNode } from 'react'
import a11y from '#internal/a11y.module.css'
import { ChevronDownIcon, SearchIcon } from '#internal/icons.tsx'
import styles from './fields.module.css'

/*
 * Labelled form fields for the filters and the dialogs: a native select, a search box, a text box and
 * a radio group drawn as a segmented control. Native controls keep the platform's keyboard,
 * screen-reader and mobile pickers.
 */

export type Option<Value extends string> = { value: Value; label: ReactNode }

type FieldBase = {
  /** The visible label. */
  label: string
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

/**
 * A native select (the platform's picker and keyboard) drawn wholly by the library: no host-drawn arrow or
 * corners (controls.css), a chevron of ours instead. Takes every prop of `<select>`.
 */
export function Select({ children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={styles.selectWrap}>
      <select {...props}>{children}</select>
      <ChevronDownIcon className={styles.selectIcon} />
    </div>
  )
}

/** A labelled native select; `null` is the empty ("any") option. */
export function SelectField<Value extends string>({
  label,
  hideLabel,
  options,
  value,
  onChange,
  anyLabel,
  disabled,
  hint,
  className,
}: SelectFieldProps<Value>) {
  const id = useId()
  const hintId = `${id}-hint`
  const known = value !== null && options.some((option) => option.value === value)
  return (
    <div className={clsx(styles.field, className)} data-slot="select-field">
      <label htmlFor={id} className={hideLabel ? a11y.visuallyHidden : styles.label}>
        {label}
      </label>
      <Select
        id={id}
        className={styles.control}
        value={known ? value : ''}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
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
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
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
export function SearchField({ label, hideLabel, value, onChange, placeholder, onSubmit, className }: SearchFieldProps) {
  const id = useId()
  return (
    <div className={clsx(styles.field, className)} data-slot="search-field">
      <label htmlFor={id} className={hideLabel ? a11y.visuallyHidden : styles.label}>
        {label}
      </label>
      <div className={styles.searchWrap}>
        <SearchIcon className={styles.searchIcon} />
        <input
          id={id}
          type="search"
          className={clsx(styles.control, styles.search)}
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
    </div>
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
    <div className={clsx(styles.field, className)} data-slot="segmented-field">
      <span id={labelId} className={hideLabel ? a11y.visuallyHidden : styles.label}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className={styles.segmented} data-size={size}>
        {options.map((option) => (
          <label key={option.value} className={styles.segment}>
            <input
              type="radio"
              className={styles.radio}
              name={id}
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

export type TextFieldProps = FieldBase &
  Omit<ComponentProps<'input'>, 'className' | 'id' | 'value' | 'onChange' | 'children'> & {
    value: string
    onChange: (value: string) => void
    /** A short line under the control. */
    hint?: string
    /** Renders a textarea with this many rows instead of an input. */
    rows?: number
  }

/** A labelled text box (or textarea, with `rows`); every other input attribute passes through. */
export function TextField({ label, hideLabel, value, onChange, hint, rows, className, ...input }: TextFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const shared = {
    id,
    value,
    className: styles.control,
    'aria-describedby': hint ? hintId : undefined,
  }
  return (
    <div className={clsx(styles.field, className)} data-slot="text-field">
      <label htmlFor={id} className={hideLabel ? a11y.visuallyHidden : styles.label}>
        {label}
      </label>
      {rows ? (
        <textarea
          {...shared}
          rows={rows}
          name={input.name}
          dir={input.dir}
          lang={input.lang}
          placeholder={input.placeholder}
          required={input.required}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input {...input} {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  )
}
