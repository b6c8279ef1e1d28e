import { customerMutations } from '@raqam/api/customer.mutations'
import type { Customer, Language } from '@raqam/api/schema'
import { Button } from '@raqam/ui/button'
import { Select } from '@raqam/ui/fields'
import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AvatarPicker } from '#components/avatar-picker/avatar-picker.tsx'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import { toNationalPhone, toStoredPhone } from '#lib/phone.ts'
import form from '#styles/form.module.css'
import styles from './profile.module.css'

type ProfileFormProps = {
  user: Customer
  /** Rendered beside Save, e.g. the Sign Out button. */
  extraAction?: ReactNode
}

/**
 * SPEC §2 my profile: avatar upload and editable username, phone and password, saved with a
 * "Saving" state. SPEC §5: the save sends blanks for missing text fields (the server keeps those).
 */
export function ProfileForm({ user, extraAction }: ProfileFormProps) {
  const { t } = useTranslation('account')
  const { t: tc } = useTranslation()
  const api = useApi()
  const notify = useNotify()
  const id = useId()
  const [avatar, setAvatar] = useState<File>()
  const [username, setUsername] = useState(user.username)
  const [phone, setPhone] = useState(toNationalPhone(user.phone))
  const [password, setPassword] = useState('')
  const [currentPassword, setCurrentPassword] = useState('')
  const [language, setLanguage] = useState<Language>(user.language)
  const update = useMutation(customerMutations.updateProfile(api))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The server refuses a new password without the current one; say so before sending.
    if (password && !currentPassword) {
      notify.invalid(t('profile.currentPasswordMissing'))
      return
    }
    update
      .mutateAsync({
        json: {
          username: username.trim(),
          email: '',
          password,
          currentPassword: password ? currentPassword : '',
          phone: phone.trim() ? toStoredPhone(phone) : '',
          gender: '',
          language,
        },
        image: avatar,
      })
      .then(
        () => {
          setPassword('')
          setCurrentPassword('')
          setAvatar(undefined)
          notify.success(tc('messages.UpdatedSusseccfully'))
        },
        (error: unknown) => notify.error(error),
      )
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.editTitle}>
        {t('profile.editHeading')}
      </h2>
      <fieldset className={form.field}>
        <legend className={form.label}>{t('profile.avatar')}</legend>
        <AvatarPicker
          file={avatar}
          currentUrl={user.image}
          onChange={setAvatar}
          onReject={() => notify.invalid(t('profile.avatarImagesOnly'))}
          uploadLabel={t('profile.uploadAvatar')}
          changeLabel={t('profile.changeAvatar')}
          previewAlt={t('profile.avatarAlt')}
        />
      </fieldset>
      <div className={form.row}>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-username`}>
            {t('profile.username')}
          </label>
          <input
            id={`${id}-username`}
            className={form.input}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-phone`}>
            {t('profile.phone')}
          </label>
          <div className={form.prefixed}>
            <span className={form.prefix} aria-hidden="true">
              +971
            </span>
            <input
              id={`${id}-phone`}
              className={form.input}
              type="tel"
              name="phone"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="5xxxxxxxx"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          </div>
        </div>
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-language`}>
          {t('profile.messagesLanguage')}
        </label>
        <Select
          id={`${id}-language`}
          className={form.input}
          name="language"
          aria-describedby={`${id}-language-hint`}
          value={language}
          onChange={(event) => setLanguage(event.target.value === 'ar' ? 'ar' : 'en')}
        >
          {/* Each language named in itself, as a language switcher does. */}
          <option value="en" lang="en">
            English
          </option>
          <option value="ar" lang="ar">
            العربية
          </option>
        </Select>
        <span id={`${id}-language-hint`} className={form.note}>
          {t('profile.messagesLanguageHint')}
        </span>
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-password`}>
          {t('profile.password')}
        </label>
        <input
          id={`${id}-password`}
          className={form.input}
          type="password"
          name="password"
          autoComplete="new-password"
          dir="ltr"
          aria-describedby={`${id}-password-hint`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <span id={`${id}-password-hint`} className={form.note}>
          {t('profile.passwordHint')}
        </span>
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-current-password`}>
          {t('profile.currentPassword')}
        </label>
        <input
          id={`${id}-current-password`}
          className={form.input}
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          dir="ltr"
          aria-describedby={`${id}-current-password-hint`}
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
        <span id={`${id}-current-password-hint`} className={form.note}>
          {t('profile.currentPasswordHint')}
        </span>
      </div>
      <div className={styles.formActions}>
        <Button type="submit" size="lg" busy={update.isPending} busyLabel={t('profile.saving')}>
          {t('profile.save')}
        </Button>
        {extraAction}
      </div>
    </form>
  )
}
