import { clsx } from 'clsx'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import a11y from '#a11y/a11y.module.css'
import { ChevronDownIcon } from '#internal/icons.tsx'
import styles from './multi-select.module.css'

/** One choice: its value, its visible name, and an optional short hint under the name. */
export type MultiSelectOption<Value extends string> = {
  value: Value
  label: string
  /** e.g. examples of what the choice matches; read as the checkbox's description. */
  hint?: ReactNode
}

export type MultiSelectFieldProps<Value extends string> = {
  /** The visible label above the button, also the legend of the checkboxes, e.g. "Patterns". */
  label: string
  options: readonly MultiSelectOption<Value>[]
  /** The chosen values; values that are not options are ignored. */
  value: readonly Value[]
  /** The new choice, always in the order of `options`. */
  onChange: (value: Value[]) => void
  /** The button's text while nothing is chosen, e.g. "Any pattern". */
  anyLabel: string
  /** The button's text for several choices, e.g. `(n) => \`${n} patterns\``; one choice shows its name. */
  countLabel: (count: number) => string
  /**
   * The key a form sent without script gives each chosen value, e.g. the URL's `pattern`: closed, the
   * choice still goes with the form (hidden inputs), so sending it keeps the values it does not show.
   */
  name?: string
  /** Open at first (stories and tests). */
  defaultOpen?: boolean
  className?: string
}

/**
 * A multi-select as a disclosure: a select-like button that names the choice opens a group of
 * checkboxes under it. Native checkboxes keep Space, Tab and the screen readers' "checked" for free.
 * Escape closes it and gives focus back to the button; so do a click or Tab outside it.
 */
export function MultiSelectField<Value extends string>({
  label,
  options,
  value,
  onChange,
  anyLabel,
  countLabel,
  name,
  defaultOpen = false,
  className,
}: MultiSelectFieldProps<Value>) {
  const id = useId()
  const [open, setOpen] = useState(defaultOpen)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const chosen = options.filter((option) => value.includes(option.value))
  const summary = chosen.length === 0 ? anyLabel : chosen.length === 1 ? chosen[0]!.label : countLabel(chosen.length)

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  const toggle = (option: Value, checked: boolean) => {
    const next = new Set(value)
    if (checked) next.add(option)
    else next.delete(option)
    onChange(options.map((item) => item.value).filter((item) => next.has(item)))
  }

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.preventDefault()
    setOpen(false)
    button.current?.focus()
  }

  return (
    <div
      ref={root}
      className={clsx(styles.field, className)}
      data-slot="multi-select-field"
      data-open={open ? '' : undefined}
      onKeyDown={closeOnEscape}
      onBlur={(event) => {
        // Tab past the last checkbox (or back before the button) closes; a click inside does not.
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        className={styles.button}
        data-chosen={chosen.length > 0 ? '' : undefined}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-labelledby={`${id}-label ${id}-summary`}
        onClick={() => setOpen(!open)}
      >
        <span id={`${id}-summary`} className={styles.summary}>
          {summary}
        </span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      {name &&
        !open &&
        chosen.map((option) => <input key={option.value} type="hidden" name={name} value={option.value} />)}
      {/* Rendered only while open: hidden checkboxes would still answer to their labels' names. */}
      {open && (
        <fieldset id={`${id}-panel`} className={styles.panel}>
          <legend className={a11y.visuallyHidden}>{label}</legend>
          <ul className={styles.options}>
            {options.map((option) => {
              const nameId = `${id}-${option.value}-name`
              const hintId = `${id}-${option.value}-hint`
              return (
                <li key={option.value}>
                  <label className={styles.option}>
                    <input
                      type="checkbox"
                      name={name}
                      className={styles.checkbox}
                      value={option.value}
                      checked={value.includes(option.value)}
                      // Named by its name alone: the hint inside the label is its description.
                      aria-labelledby={nameId}
                      aria-describedby={option.hint ? hintId : undefined}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                    />
                    <span id={nameId} className={styles.optionLabel}>
                      {option.label}
                    </span>
                    {option.hint && (
                      <span id={hintId} className={styles.hint}>
                        {option.hint}
                      </span>
                    )}
                  </label>
                </li>
              )
            })}
          </ul>
        </fieldset>
      )}
    </div>
  )
}
