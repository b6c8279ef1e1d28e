import { clsx } from 'clsx'
import { createContext, use, useId, type ComponentProps, type ReactNode } from 'react'
import a11y from '#a11y/a11y.module.css'
import { ChevronDownIcon } from '#internal/icons.tsx'
import styles from './field.module.css'

/*
 * The one form system's parts: a Field owns a label, one control, a hint and an error, and wires them
 * (the control's id, `aria-describedby` naming the hint and the error, `aria-invalid`), so no form writes
 * ids by hand. The controls (Input, TextArea, Select) are the native elements with every attribute
 * passing through, so a form library's `register()` spreads onto them as onto a plain input.
 */

type FieldWiring = {
  id: string
  describedBy: string | undefined
  invalid: boolean
}

/** `md` for forms; `sm` for the denser controls of a filter bar. */
export type FieldSize = 'md' | 'sm'

const FieldContext = createContext<FieldWiring | null>(null)

export type FieldProps = {
  /** The visible label. */
  label: ReactNode
  /** Keep the label for screen readers only (e.g. when a heading already says it). */
  hideLabel?: boolean
  /** A short line under the control, e.g. what is expected or why it is disabled. */
  hint?: ReactNode
  /** What is wrong with the value; marks the control invalid and is read with it. */
  error?: ReactNode
  /** Marks the control invalid without a message of its own (a toast or a summary says why). */
  invalid?: boolean
  size?: FieldSize
  /** One control: Input, TextArea or Select (or any element using `useFieldControl`). */
  children: ReactNode
  className?: string
}

/** A labelled control with its hint and error. */
export function Field({ label, hideLabel, hint, error, invalid, size = 'md', children, className }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const wiring: FieldWiring = {
    id,
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
    invalid: Boolean(error) || Boolean(invalid),
  }
  return (
    <div className={clsx(styles.field, className)} data-size={size} data-slot="field">
      <label htmlFor={id} className={hideLabel ? a11y.visuallyHidden : styles.label}>
        {label}
      </label>
      <FieldContext value={wiring}>{children}</FieldContext>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} data-slot="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

export type FieldSetProps = {
  /** The group's name, read with each control inside. */
  legend: ReactNode
  hideLegend?: boolean
  /**
   * What is wrong with the group's value. It is read with the group, and announced as soon as it shows: a
   * group's value is usually set by an action (a file picked, a choice clicked), not typed into a field
   * whose description is read while it has the focus.
   */
  error?: ReactNode
  children: ReactNode
  className?: string
}

/** A named group of controls that share one label (an avatar picker, a set of radios). */
export function FieldSet({ legend, hideLegend, error, children, className }: FieldSetProps) {
  const id = useId()
  const errorId = error ? `${id}-error` : undefined
  return (
    <fieldset
      className={clsx(styles.field, styles.fieldset, className)}
      data-slot="field-set"
      aria-describedby={errorId}
    >
      <legend className={hideLegend ? a11y.visuallyHidden : styles.label}>{legend}</legend>
      {children}
      {error && (
        <p id={errorId} className={styles.error} data-slot="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/** Fields one under another, the rhythm of every form. */
export function FieldStack({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx(styles.stack, className)} {...props} />
}

/** Fields side by side while there is room (two titles, two prices), one under another on a phone. */
export function FieldRow({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx(styles.row, className)} {...props} />
}

type ControlAttributes = {
  id?: string
  className?: string
  'aria-describedby'?: string
  'aria-invalid'?: ComponentProps<'input'>['aria-invalid']
}

/**
 * A control's id, description, invalid state and class from the Field around it; attributes the caller
 * gives win (an explicit `aria-invalid`), descriptions are joined.
 */
export function useFieldControl<Props extends ControlAttributes>(props: Props, className?: string): Props {
  const field = use(FieldContext)
  const describedBy = [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined
  return {
    ...props,
    id: props.id ?? field?.id,
    className: clsx(styles.control, className, props.className),
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field?.invalid || undefined),
  }
}

export type InputProps = ComponentProps<'input'> & {
  /** Fixed text before the value, e.g. `+971` before a national phone number; always left to right. */
  prefix?: string
}

/** A text box; every attribute of `<input>` passes through. */
export function Input({ prefix, ...props }: InputProps) {
  const input = useFieldControl(props)
  if (!prefix) return <input {...input} />
  const prefixId = `${input.id}-prefix`
  return (
    <div className={styles.prefixed}>
      <span id={prefixId} className={styles.prefix} aria-hidden="true">
        {prefix}
      </span>
      <input {...input} aria-describedby={clsx(prefixId, input['aria-describedby'])} />
    </div>
  )
}

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** The visible label, beside the box. */
  label: ReactNode
  /** A short line under it, e.g. what choosing it means or why it is disabled; read with the box. */
  hint?: ReactNode
}

/** A checkbox with its label beside it and its hint under both; every other attribute reaches the input. */
export function Checkbox({ label, hint, className, ...props }: CheckboxProps) {
  const hintId = useId()
  return (
    <div className={clsx(styles.checkbox, className)} data-slot="checkbox">
      <label className={styles.checkboxLabel}>
        <input type="checkbox" aria-describedby={hint ? hintId : undefined} {...props} />
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.checkboxHint}>
          {hint}
        </p>
      )}
    </div>
  )
}

/** A text area that starts at its `rows` and grows with the text; every attribute passes through. */
export function TextArea(props: ComponentProps<'textarea'>) {
  return <textarea {...useFieldControl(props, styles.textarea)} />
}

/**
 * A native select (the platform's picker and keyboard) drawn wholly by the library: no host-drawn arrow or
 * corners (controls.css), a chevron of ours instead. Takes every prop of `<select>`.
 */
export function Select({ children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={styles.selectWrap}>
      <select {...useFieldControl(props, styles.select)}>{children}</select>
      <ChevronDownIcon className={styles.selectIcon} />
    </div>
  )
}
