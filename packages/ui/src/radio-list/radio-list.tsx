import { useId, type ReactNode } from 'react'
import { FieldSet } from '#field/field.tsx'
import styles from './radio-list.module.css'

/** One choice: its value, its words, and optionally a line that explains it. */
export type RadioOption<Value extends string> = { value: Value; label: ReactNode; hint?: ReactNode }

export type RadioListProps<Value extends string> = {
  /** The question the choices answer, e.g. "What is wrong?". */
  legend: ReactNode
  hideLegend?: boolean
  /** The radios' form name: a form reads the choice from its data under it. */
  name: string
  options: readonly RadioOption<Value>[]
  /** The chosen value, controlled (with `onChange`); leave it out for a form that reads its own data. */
  value?: Value | null
  /** The first choice of an uncontrolled list. */
  defaultValue?: Value
  onChange?: (value: Value) => void
  /** What is wrong with the choice (none made): read with the group, and announced as it shows. */
  error?: ReactNode
  required?: boolean
  disabled?: boolean
  className?: string
}

/**
 * One choice among a few, one per line, each with its own words and an optional explanation: native radios
 * (the arrow keys, "2 of 7") in a fieldset named by its legend, their circles drawn here (ADR 0009).
 */
export function RadioList<Value extends string>({
  legend,
  hideLegend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  error,
  required,
  disabled,
  className,
}: RadioListProps<Value>) {
  const id = useId()
  return (
    <FieldSet legend={legend} hideLegend={hideLegend} error={error} className={className}>
      <div className={styles.list} data-slot="radio-list">
        {options.map((option) => {
          const hintId = option.hint ? `${id}-${option.value}-hint` : undefined
          return (
            <label key={option.value} className={styles.option}>
              <input
                type="radio"
                className={styles.radio}
                name={name}
                value={option.value}
                required={required}
                disabled={disabled}
                aria-describedby={hintId}
                aria-invalid={error ? true : undefined}
                {...(value !== undefined
                  ? { checked: option.value === value }
                  : defaultValue !== undefined && { defaultChecked: option.value === defaultValue })}
                onChange={onChange && (() => onChange(option.value))}
              />
              <span className={styles.words}>
                <span className={styles.label}>{option.label}</span>
                {option.hint && (
                  <span id={hintId} className={styles.hint}>
                    {option.hint}
                  </span>
                )}
              </span>
            </label>
          )
        })}
      </div>
    </FieldSet>
  )
}
