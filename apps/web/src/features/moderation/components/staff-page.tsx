import { moderationMutations } from '@raqam/api/moderation.mutations'
import { moderationQueries } from '@raqam/api/moderation.queries'
import type { StaffMember } from '@raqam/api/schema'
import { Button } from '@raqam/ui/button'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import { ConsoleHeader } from './console-header.tsx'
import { GrantModeratorForm } from './grant-moderator-form.tsx'
import { QueryView } from './query-view.tsx'
import styles from './console-page.module.css'

/**
 * The staff (admins only): every moderator and administrator, Remove for a moderator, and the form that
 * makes an account a moderator. Administrators are made and unmade by the server's command only.
 */
export function StaffPage() {
  const { t } = useTranslation('moderation')
  const api = useApi()
  const notify = useNotify()
  const staff = useQuery(moderationQueries.staff(api))
  const setRole = useMutation(moderationMutations.setRole(api))
  const heading = useRef<HTMLHeadingElement>(null)

  const remove = (member: StaffMember) =>
    setRole.mutateAsync({ email: member.email, role: 'customer' }).then(
      () => {
        notify.success(t('staff.removed', { name: member.username }))
        heading.current?.focus()
      },
      (error: unknown) => notify.error(error),
    )

  return (
    <>
      <ConsoleHeader title={t('staff.title')} lead={t('staff.lead')} headingRef={heading} />
      <QueryView query={staff}>
        {({ data }) => (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>{t('staff.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.name')}</th>
                  <th scope="col">{t('staff.email')}</th>
                  <th scope="col">{t('staff.role')}</th>
                  <th scope="col">{t('staff.action')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((member) => (
                  <tr key={member._id}>
                    <th scope="row">{member.username}</th>
                    <td>
                      <bdi dir="ltr">{member.email}</bdi>
                    </td>
                    <td>{t(`roles.${member.role}`)}</td>
                    <td>
                      {member.role === 'moderator' ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          busy={setRole.isPending && setRole.variables.email === member.email}
                          aria-label={t('staff.removeLabel', { name: member.username })}
                          onClick={() => void remove(member)}
                        >
                          {t('staff.remove')}
                        </Button>
                      ) : (
                        <span className={styles.muted}>{t('staff.byCommand')}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      <p className={`${styles.muted} ${styles.note}`}>{t('staff.adminExplained')}</p>
      <GrantModeratorForm />
    </>
  )
}
