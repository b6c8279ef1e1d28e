import { clsx } from 'clsx'
import type { ComponentProps } from 'react'
import a11y from '#a11y/a11y.module.css'
import styles from './spinner.module.css'

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Diameter: `sm` 1em (inside buttons), `md` 2rem, `lg` 3.5rem. */
  size?: 'sm' | 'md' | 'lg'
  /** What a screen reader announces, e.g. "Loading". Without it the spinner is decorative. */
  label?: string
}

/** A loading ring. With a `label` it is a polite status message; without one it is decorative. */
export function Spinner({ size = 'md', label, className, ...rest }: SpinnerProps) {
  return (
    <span
      {...rest}
      className={clsx(styles.spinner, className)}
      data-size={size}
      data-slot="spinner"
      {...(label ? { role: 'status' } : { 'aria-hidden': true })}
    >
      <svg className={styles.ring} viewBox="0 0 50 50" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="25" cy="25" r="20" />
        <circle className={styles.arc} cx="25" cy="25" r="20" />
      </svg>
      {label && <span className={a11y.visuallyHidden}>{label}</span>}
    </span>
  )
}

export type FullPageSpinnerProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** What a screen reader announces, e.g. "Loading". */
  label: string
}

/** The app's full-page loading screen: a spinner centred over the whole viewport. */
export function FullPageSpinner({ label, className, ...rest }: FullPageSpinnerProps) {
  return (
    <div {...rest} className={clsx(styles.page, className)} data-slot="full-page-spinner">
      <Spinner size="lg" label={label} />
    </div>
  )
}
