import { clsx } from 'clsx'
import type { ComponentProps, MouseEvent, ReactNode } from 'react'
import { renderLink, type LinkElement } from '#internal/link.tsx'
import { useHydrated } from '#hydration/use-hydrated.ts'
import { Spinner } from '#spinner/spinner.tsx'
import styles from './button.module.css'

type ButtonLook = {
  /** `primary` navy, `accent` gold outline, `secondary` quiet outline, `ghost` text only, `danger` red. */
  variant?: 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger'
  size?: 'sm' | 'md' | 'lg'
}

export type ButtonProps = ComponentProps<'button'> &
  ButtonLook & {
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

export type ButtonLinkProps = ButtonLook & {
  /** The app's link, e.g. `<Link to="/shop" />` or `<a href="#filters" />`. */
  link: LinkElement
  children: ReactNode
  className?: string
}

/** A link that looks like the library's button: for what must work before (or without) the page's script. */
export function ButtonLink({ link, variant = 'primary', size = 'md', children, className }: ButtonLinkProps) {
  return renderLink(link, {
    className: clsx(styles.button, className),
    'data-variant': variant,
    'data-size': size,
    children,
  })
}

export type ButtonWithFallbackProps = ButtonProps & {
  /** What a tap does before the page's script runs, or without one: a link, e.g. `<a href="#filters" />`. */
  fallbackLink: LinkElement
}

/**
 * A button whose action needs the page's script (opening a sheet), drawn the same before the script runs
 * as a link that does the next best thing (showing the section it names), so no tap is lost. The server's
 * markup and the render that hydrates it are the link; the render after, the button.
 */
export function ButtonWithFallback({
  fallbackLink,
  variant,
  size,
  className,
  children,
  ...rest
}: ButtonWithFallbackProps) {
  const hydrated = useHydrated()
  if (hydrated)
    return (
      <Button {...rest} variant={variant} size={size} className={className}>
        {children}
      </Button>
    )
  return (
    <ButtonLink link={fallbackLink} variant={variant} size={size} className={className}>
      {children}
    </ButtonLink>
  )
}
