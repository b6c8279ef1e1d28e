import { useEffect, useId, useState } from 'react'
import a11y from '@raqam/ui/a11y.module.css'
import styles from './avatar-picker.module.css'

/** SPEC §5: avatars are image files only. */
function isImageFile(file: File): boolean {
  return file.type.startsWith('image/')
}

type AvatarPickerProps = {
  /** The picked file, if any. */
  file: File | undefined
  onChange: (file: File) => void
  /** Called with a file that is not an image; the pick is ignored. */
  onReject: (file: File) => void
  /** The image shown before anything is picked (the current avatar), if any. */
  currentUrl?: string | null
  /** Button text before a pick, e.g. "Upload avatar". */
  uploadLabel: string
  /** Button text once there is an avatar, e.g. "Change avatar". */
  changeLabel: string
  /** The preview's alternative text. */
  previewAlt: string
}

/**
 * A round avatar preview with a button that opens the file picker (images only). The button's text
 * switches from upload to change once there is an avatar (SPEC §2 sign-up step 1).
 */
export function AvatarPicker({
  file,
  onChange,
  onReject,
  currentUrl,
  uploadLabel,
  changeLabel,
  previewAlt,
}: AvatarPickerProps) {
  const id = useId()
  const [previewUrl, setPreviewUrl] = useState<string>()

  // A data URL rather than an object URL: nothing to revoke, and avatars are small (at most 2 MiB).
  useEffect(() => {
    if (!file) return
    const reader = new FileReader()
    reader.onload = () => setPreviewUrl(typeof reader.result === 'string' ? reader.result : undefined)
    reader.readAsDataURL(file)
    return () => reader.abort()
  }, [file])

  const shown = file ? previewUrl : (currentUrl ?? undefined)
  return (
    <div className={styles.picker}>
      <span className={styles.preview} data-empty={shown ? undefined : ''}>
        {shown ? <img src={shown} alt={previewAlt} className={styles.image} /> : <EmptyAvatar />}
      </span>
      <input
        id={id}
        className={a11y.visuallyHidden}
        type="file"
        accept="image/*"
        onChange={(event) => {
          const picked = event.target.files?.[0]
          event.target.value = ''
          if (!picked) return
          if (isImageFile(picked)) onChange(picked)
          else onReject(picked)
        }}
      />
      <label htmlFor={id} className={styles.button}>
        {shown ? changeLabel : uploadLabel}
      </label>
    </div>
  )
}

function EmptyAvatar() {
  return (
    <svg viewBox="0 0 64 64" className={styles.placeholder} aria-hidden="true" focusable="false">
      <circle cx="32" cy="24" r="12" />
      <path d="M10 58c0-12 10-19 22-19s22 7 22 19z" />
    </svg>
  )
}
