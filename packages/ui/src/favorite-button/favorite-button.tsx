import { isPlainClick } from '#link/plain-click.ts'
import { clsx } from 'clsx'
import { useEffect, useRef, useState, type ComponentProps } from 'react'
import { HeartIcon } from '#internal/icons.tsx'
import { Spinner } from '#spinner/spinner.tsx'
import styles from './favorite-button.module.css'

export type FavoriteButtonProps = Omit<ComponentProps<'button'>, 'onClick' | 'children' | 'aria-pressed' | 'type'> & {
  /** Whether the listing is a favourite now. The button shows this; it never flips it by itself. */
  pressed: boolean
  /** The button's accessible name, e.g. "Favourite"; `aria-pressed` tells on from off. */
  label: string
  /**
   * Called with the wanted state. Return the call's promise: the button shows a spinner until it
   * settles and ignores further clicks meanwhile. A rejection only ends the pending state; report
   * the error where the call is made.
   */
  onPressedChange: (pressed: boolean) => void | Promise<unknown>
  /** Pending from outside (e.g. the mutation's `isPending`), on top of the returned promise. */
  pending?: boolean
  size?: 'md' | 'lg'
  /**
   * For a visitor: the sign-in page the heart leads to. It is then a link, which works before the page's
   * script has run (or without one); once it has, a plain click calls `onPressedChange` instead (which may
   * say why and go there itself), and a click with a modifier opens the link as links do.
   */
  signInHref?: string
}

/** The heart that adds a listing to the favourites or removes it, with a spinner while the call runs. */
export function FavoriteButton({
  pressed,
  label,
  onPressedChange,
  pending = false,
  size = 'md',
  signInHref,
  className,
  ...rest
}: FavoriteButtonProps) {
  const [running, setRunning] = useState(false)
  // A ref, not the state: two clicks in the same frame both see the old state, but not the old ref.
  const inFlight = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const busy = pending || running

  const handleClick = () => {
    if (busy || inFlight.current) return
    const result = onPressedChange(!pressed)
    if (!isThenable(result)) return
    inFlight.current = true
    setRunning(true)
    const settle = () => {
      inFlight.current = false
      if (mounted.current) setRunning(false)
    }
    result.then(settle, settle)
  }

  if (signInHref !== undefined) {
    return (
      <a
        href={signInHref}
        className={clsx(styles.button, className)}
        data-size={size}
        data-slot="favorite-button"
        data-state="off"
        aria-label={label}
        onClick={(event) => {
          if (!isPlainClick(event)) return
          event.preventDefault()
          void onPressedChange(true)
        }}
      >
        <HeartIcon filled={false} />
      </a>
    )
  }

  return (
    <button
      {...rest}
      type="button"
      className={clsx(styles.button, className)}
      data-size={size}
      data-slot="favorite-button"
      data-state={busy ? 'pending' : pressed ? 'on' : 'off'}
      aria-label={label}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={handleClick}
    >
      {busy ? <Spinner size="sm" /> : <HeartIcon filled={pressed} />}
    </button>
  )
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function'
}
