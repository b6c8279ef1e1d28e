import { AVATAR_SIZE, MAX_IMAGE_BYTES } from '@raqam/listing-rules/limits'
import a11y from '@raqam/ui/a11y.module.css'
import { FieldSet } from '@raqam/ui/field'
import { scaleImage } from '@raqam/ui/image-scaling'
import { Spinner } from '@raqam/ui/spinner'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './avatar-picker.module.css'

type AvatarPickerProps = {
  /** The group's name, e.g. "Avatar". */
  legend: string
  /** The picked file, already scaled, if any. */
  file: File | undefined
  /** Called with the picked photo, scaled to what the server keeps and under its upload limit. */
  onChange: (file: File) => void
  /** Called with true when a picked photo starts being scaled and false when that ends (however it ends). */
  onPreparingChange?: (preparing: boolean) => void
  /** The image shown before anything is picked (the current avatar), if any. */
  currentUrl?: string | null
  /** The preview's alternative text. */
  previewAlt: string
}

/**
 * A round avatar preview with a button that opens the file picker; the button's text switches from upload
 * to change once there is an avatar. A picked photo is scaled here, in the browser, to the size the server
 * keeps: a phone camera's 3–5 MB JPEG would be over the upload limit, and the server would refuse the whole
 * form. A file the browser cannot open as a picture (not an image, or HEIC where the browser does not read
 * it) is said at once under the picker, and the avatar picked before, if any, stays.
 */
export function AvatarPicker({ legend, file, onChange, onPreparingChange, currentUrl, previewAlt }: AvatarPickerProps) {
  const { t } = useTranslation()
  const id = useId()
  const [previewUrl, setPreviewUrl] = useState<string>()
  const [preparing, setPreparing] = useState(false)
  const [unreadable, setUnreadable] = useState(false)
  // Only the latest pick counts: a photo still being scaled when another is picked is dropped.
  const latestPick = useRef(0)

  // A data URL rather than an object URL: nothing to revoke, and the scaled avatar is small.
  useEffect(() => {
    if (!file) return
    const reader = new FileReader()
    reader.onload = () => setPreviewUrl(typeof reader.result === 'string' ? reader.result : undefined)
    reader.readAsDataURL(file)
    return () => reader.abort()
  }, [file])

  const pick = async (picked: File) => {
    const pickNumber = ++latestPick.current
    setUnreadable(false)
    setPreparing(true)
    onPreparingChange?.(true)
    try {
      const scaled = await scaleImage(picked, { maxSide: AVATAR_SIZE, maxBytes: MAX_IMAGE_BYTES })
      if (pickNumber === latestPick.current) onChange(scaled)
    } catch {
      // Whatever failed (the decoding, or an encoding that would not fit), this file cannot be used.
      if (pickNumber === latestPick.current) setUnreadable(true)
    } finally {
      if (pickNumber === latestPick.current) {
        setPreparing(false)
        onPreparingChange?.(false)
      }
    }
  }

  const shown = file ? previewUrl : (currentUrl ?? undefined)
  return (
    <FieldSet legend={legend} error={unreadable ? t('avatarPicker.unreadable') : undefined}>
      <div className={styles.picker}>
        <span className={styles.preview} data-empty={shown ? undefined : ''}>
          {preparing ? (
            <Spinner label={t('avatarPicker.preparing')} />
          ) : shown ? (
            <img src={shown} alt={previewAlt} className={styles.image} />
          ) : (
            <EmptyAvatar />
          )}
        </span>
        <input
          id={id}
          className={a11y.visuallyHidden}
          type="file"
          accept="image/*"
          onChange={(event) => {
            const picked = event.target.files?.[0]
            event.target.value = ''
            if (picked) void pick(picked)
          }}
        />
        <label htmlFor={id} className={styles.button}>
          {shown ? t('avatarPicker.change') : t('avatarPicker.upload')}
        </label>
      </div>
    </FieldSet>
  )
}

/**
 * What a form's submit button says while it waits on the avatar: "Preparing photo…" while a picked photo is
 * being scaled, "Uploading photo…" while a form that carries one is being sent; undefined otherwise (the
 * form's own word). A busy state, not a percentage: @raqam/api sends through fetch, which reports no upload
 * progress, and a scaled avatar is tens of kilobytes, gone in a moment on any connection that can load the
 * page.
 */
export function useAvatarBusyLabel(preparing: boolean, file: File | undefined): string | undefined {
  const { t } = useTranslation()
  if (preparing) return t('avatarPicker.preparing')
  return file ? t('avatarPicker.uploading') : undefined
}

function EmptyAvatar() {
  return (
    <svg viewBox="0 0 64 64" className={styles.placeholder} aria-hidden="true" focusable="false">
      <circle cx="32" cy="24" r="12" />
      <path d="M10 58c0-12 10-19 22-19s22 7 22 19z" />
    </svg>
  )
}
