import { customerMutations } from '@raqam/api/customer.mutations'
import type { Customer, Language } from '@raqam/api/schema'
import { Button } from '@raqam/ui/button'
import { Field, FieldRow, FieldStack, Input, Select } from '@raqam/ui/field'
import { useMutation } from '@tanstack/react-query'
import { useId, useState, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { AvatarPicker, useAvatarBusyLabel } from '#components/avatar-picker/avatar-picker.tsx'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import { nationalPhoneInput, toNationalPhone, toStoredPhone } from '#lib/phone.ts'
import styles from './profile.module.css'
import { ScriptForm } from '#components/script-form/script-form.tsx'

type ProfileFormProps = {
  user: Customer
  /** Rendered beside Save, e.g. the Sign Out button. */
  extraAction?: ReactNode
}

type ProfileValues = {
  avatar?: File
  username: string
  phone: string
  language: Language
  password: string
  currentPassword: string
}

/** The server refuses a new password without the current one; the form says so before sending. */
const currentPasswordRule = {
  validate: (currentPassword: string, values: ProfileValues) => !values.password || currentPassword !== '',
}

/**
 * My profile: avatar upload (a photo, scaled in the browser) and editable username, phone and password,
 * saved with a "Saving" state ("Uploading photo" with a new avatar). The save sends blanks for missing
 * text fields (the server keeps those).
 */
export function ProfileForm({ user, extraAction }: ProfileFormProps) {
  const { t } = useTranslation('account')
  const { t: tc } = useTranslation()
  const api = useApi()
  const notify = useNotify()
  const id = useId()
  const update = useMutation(customerMutations.updateProfile(api))
  const {
    register,
    handleSubmit,
    control,
    setValue,
    resetField,
    formState: { errors },
  } = useForm<ProfileValues>({
    defaultValues: {
      username: user.username,
      phone: toNationalPhone(user.phone),
      language: user.language,
      password: '',
      currentPassword: '',
    },
  })

  const chosenAvatar = useWatch({ control, name: 'avatar' })
  // The form waits for a photo being scaled, or it would be saved without it.
  const [preparingAvatar, setPreparingAvatar] = useState(false)
  const avatarBusyLabel = useAvatarBusyLabel(preparingAvatar, chosenAvatar)

  const submit = handleSubmit(
    ({ avatar, username, phone, language, password, currentPassword }) =>
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
            resetField('password')
            resetField('currentPassword')
            setValue('avatar', undefined)
            notify.success(tc('messages.updatedSuccessfully'))
          },
          (error: unknown) => notify.error(error),
        ),
    () => notify.invalid(t('profile.currentPasswordMissing')),
  )

  return (
    <ScriptForm onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <FieldStack>
        <h2 id={`${id}-title`} className={styles.editTitle}>
          {t('profile.editHeading')}
        </h2>
        <AvatarPicker
          legend={t('profile.avatar')}
          file={chosenAvatar}
          currentUrl={user.image}
          onChange={(avatar) => setValue('avatar', avatar)}
          onPreparingChange={setPreparingAvatar}
          previewAlt={t('profile.avatarAlt')}
        />
        <FieldRow>
          <Field label={t('profile.username')}>
            <Input autoComplete="username" {...register('username')} />
          </Field>
          <Field label={t('profile.phone')}>
            <Input {...nationalPhoneInput} {...register('phone')} />
          </Field>
        </FieldRow>
        <Field label={t('profile.messagesLanguage')} hint={t('profile.messagesLanguageHint')}>
          <Select {...register('language')}>
            {/* Each language named in itself, as a language switcher does. */}
            <option value="en" lang="en">
              English
            </option>
            <option value="ar" lang="ar">
              العربية
            </option>
          </Select>
        </Field>
        <Field label={t('profile.password')} hint={t('profile.passwordHint')}>
          <Input type="password" autoComplete="new-password" dir="ltr" {...register('password')} />
        </Field>
        <Field
          label={t('profile.currentPassword')}
          hint={t('profile.currentPasswordHint')}
          invalid={Boolean(errors.currentPassword)}
        >
          <Input
            type="password"
            autoComplete="current-password"
            dir="ltr"
            {...register('currentPassword', currentPasswordRule)}
          />
        </Field>
        <div className={styles.formActions}>
          <Button
            type="submit"
            size="lg"
            busy={update.isPending || preparingAvatar}
            busyLabel={avatarBusyLabel ?? t('profile.saving')}
          >
            {t('profile.save')}
          </Button>
          {extraAction}
        </div>
      </FieldStack>
    </ScriptForm>
  )
}
