import a11y from '@raqam/ui/a11y.module.css'
import { Checkbox } from '@raqam/ui/field'
import { useId, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Trans, useTranslation } from 'react-i18next'
import { paths } from '#lib/paths.ts'
import styles from './terms-consent.module.css'

type TermsConsentProps = {
  /** The checkbox's registration in the form. */
  registration: UseFormRegisterReturn
  /** Why the form cannot be sent as it is (not ticked, or terms that changed meanwhile). */
  error?: string
}

/**
 * "I accept the Terms of Use and have read the Privacy Policy": a required checkbox whose words link to
 * both documents. They open in a new tab, so nothing typed in the form is lost. The error shows under
 * it, read with the checkbox and announced when it appears.
 */
export function TermsConsent({ registration, error }: TermsConsentProps) {
  const { t } = useTranslation('auth')
  const errorId = `${useId()}-error`
  return (
    <div className={styles.consent}>
      <Checkbox
        className={styles.box}
        label={
          // One flex item: the sentence wraps as text beside the box, its links inline.
          <span>
            <Trans
              t={t}
              i18nKey="signup.acceptTerms"
              components={{
                terms: <NewTabLink href={paths.terms.href()} />,
                privacy: <NewTabLink href={paths.privacy.href()} />,
              }}
            />
          </span>
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      {error && (
        <p id={errorId} className={styles.error} role="alert" data-slot="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** A link to a page of the storefront that opens in a new tab, and says so to screen readers. */
function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className={a11y.visuallyHidden}> {t('nav.opensInNewTab')}</span>
    </a>
  )
}
