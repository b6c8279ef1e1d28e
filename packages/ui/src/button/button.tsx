import { clsx } from 'clsx'
import type { ComponentProps, MouseEvent } from 'react'
import { Spinner } from '#spinner/spinner.tsx'
import styles from './button.module.css'

export type ButtonProps = ComponentProps<'button'> & {
  /** `primary` navy, `accent` gold outline, `secondary` quiet outline, `ghost` text only, `danger` red. */
  variant?: 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger'
  size?: 'sm' | 'md' | 'lg'
  /** While true the button shows a spinner and `busyLabel`, stays focusable and ignores clicks. */
  busy?: boolean
  /** The label shown while busy, e.g. "Saving". Defaults to the children. */
  busyLabel?: string
}

/** The library's button. It is `type="button"` unless told otherwise, so it never submits by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyLabel,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  // aria-disabled, not disabled: a disabled button would drop keyboard focus in the middle of a save.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }
  return (
    <button
      {...rest}
      type={type}
      className={clsx(styles.button, className)}
      data-variant={variant}
      data-size={size}
      data-busy={busy ? '' : undefined}
      aria-disabled={busy || rest['aria-disabled'] ? true : undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy && <Spinner size="sm" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}

export type ButtonLinkProps = ComponentProps<'a'> & Pick<ButtonProps, 'variant' | 'size'>

/**
 * A link drawn as the library's button: for an action that has an address, so it works before the page's
 * script has run (the app may then handle the click in place).
 */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...rest }: ButtonLinkProps) {
  return <a {...rest} className={clsx(styles.button, className)} data-variant={variant} data-size={size} />
}
