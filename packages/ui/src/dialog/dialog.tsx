import * as RadixDialog from '@radix-ui/react-dialog'
import { clsx } from 'clsx'
import { type FormEvent, type ReactElement, type ReactNode } from 'react'
import { Button } from '#button/button.tsx'
import { CloseIcon } from '#internal/icons.tsx'
import { useReturnFocus } from '#internal/return-focus.ts'
import styles from './dialog.module.css'

export type DialogLabels = {
  /** e.g. "Cancel". */
  cancel: string
  /** e.g. "Save". */
  save: string
  /** Shown on the save button while `saving`, e.g. "Saving". */
  saving: string
  /** The accessible name of the ✕ button, e.g. "Close". */
  close: string
}

export type DialogProps = {
  open: boolean
  /** Called with `false` on Cancel, ✕, Escape and a click on the overlay. */
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** A sentence under the title; it also becomes the dialog's accessible description. */
  description?: ReactNode
  /** The form fields. They sit inside a `<form>`, so Enter in a field saves. */
  children: ReactNode
  labels: DialogLabels
  /** Called when the form is submitted by Save or Enter. Ignored while `saving`. */
  onSave: () => void
  /** True while the save call runs: the save button shows `labels.saving` and ignores clicks. */
  saving?: boolean
  /**
   * The element that opens the dialog (e.g. a Button). Given here, focus returns to it on close;
   * without it, focus returns to whatever had focus when the dialog opened.
   */
  trigger?: ReactElement
  /** `md` 32rem, `lg` 44rem wide. */
  size?: 'md' | 'lg'
  className?: string
}

/** A modal form dialog (Radix): title, fields, Cancel and Save with a busy "Saving" state. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  labels,
  onSave,
  saving = false,
  trigger,
  size = 'md',
  className,
}: DialogProps) {
  const returnFocus = useReturnFocus(Boolean(trigger))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!saving) onSave()
  }

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} data-slot="dialog-overlay" />
        <RadixDialog.Content
          className={clsx(styles.content, className)}
          data-size={size}
          data-slot="dialog"
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
        >
          <form className={styles.form} onSubmit={submit} noValidate>
            <header className={styles.header}>
              <div className={styles.heading}>
                <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
                {description && (
                  <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
                )}
              </div>
              <RadixDialog.Close className={styles.close} aria-label={labels.close}>
                <CloseIcon />
              </RadixDialog.Close>
            </header>
            <div className={styles.body}>{children}</div>
            <footer className={styles.footer}>
              <RadixDialog.Close asChild>
                <Button variant="secondary">{labels.cancel}</Button>
              </RadixDialog.Close>
              <Button type="submit" busy={saving} busyLabel={labels.saving}>
                {labels.save}
              </Button>
            </footer>
          </form>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
