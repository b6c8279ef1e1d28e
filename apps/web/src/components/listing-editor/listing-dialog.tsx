import { Dialog } from '@raqam/ui/dialog'
import { FieldStack } from '@raqam/ui/field'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './listing-dialog.module.css'

type ListingDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  onSave: () => void
  saving: boolean
  /** The form's fields. */
  children: ReactNode
}

/** The frame of the publish and edit dialogs: a large dialog with Cancel and Save / Saving around the fields. */
export function ListingDialog({
  open,
  onOpenChange,
  title,
  description,
  onSave,
  saving,
  children,
}: ListingDialogProps) {
  const { t } = useTranslation('account')
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={title}
      description={description}
      labels={{
        cancel: t('dialog.cancel'),
        save: t('dialog.save'),
        saving: t('dialog.saving'),
        close: t('dialog.close'),
      }}
      onSave={onSave}
      saving={saving}
    >
      <FieldStack className={styles.fields}>{children}</FieldStack>
    </Dialog>
  )
}
