import * as RadixDialog from '@radix-ui/react-dialog'
import { clsx } from 'clsx'
import type { ReactNode } from 'react'
import { Button } from '#button/button.tsx'
import { CloseIcon } from '#internal/icons.tsx'
import { useReturnFocus } from '#internal/return-focus.ts'
import styles from './sheet.module.css'

export type SheetProps = {
  open: boolean
  /** Called with `false` on ✕, the done button, Escape and a click on the overlay. */
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** What the sheet holds, e.g. a list's filters; it scrolls when taller than the screen. */
  children: ReactNode
  /** The footer's one action, which closes the sheet, e.g. "Show 194 plates". */
  doneLabel: ReactNode
  /** The accessible name of the ✕ button, e.g. "Close". */
  closeLabel: string
  className?: string
}

/**
 * A modal panel that rises from the bottom of a phone's screen (Radix dialog: focus kept inside, Escape
 * and the overlay close it, focus returns to what opened it). For what a small screen cannot show beside
 * its content, such as a list's filters, which then apply as they change.
 */
export function Sheet({ open, onOpenChange, title, children, doneLabel, closeLabel, className }: SheetProps) {
  // Opened by the app's own button (no Radix trigger): focus goes back to it explicitly on close.
  const returnFocus = useReturnFocus()
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={clsx(styles.content, className)}
          data-slot="sheet"
          aria-describedby={undefined}
          {...returnFocus}
        >
          <header className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
              <CloseIcon />
            </RadixDialog.Close>
          </header>
          <div className={styles.body}>{children}</div>
          <footer className={styles.footer}>
            <RadixDialog.Close asChild>
              <Button size="lg" className={styles.done}>
                {doneLabel}
              </Button>
            </RadixDialog.Close>
          </footer>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
