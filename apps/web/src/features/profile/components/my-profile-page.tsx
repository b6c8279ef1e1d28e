import { authMutations } from '@raqam/api/auth.mutations'
import type { Customer } from '@raqam/api/schema'
import { Button } from '@raqam/ui/button'
import { Avatar } from '@raqam/ui/seller-card'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import { ListingGrid, pageOnlyHref } from '#components/listing-grid/listing-grid.tsx'
import { PublishListingDialog } from '#components/listing-editor/publish-listing-dialog.tsx'
import { pageParam } from '#lib/page-param.ts'
import { useApi } from '#lib/api.tsx'
import { formatDate } from '@raqam/text/dates'
import { formatPhone } from '#lib/phone.ts'
import { useLanguage } from '#lib/use-language.ts'
import page from '#styles/page.module.css'
import { ProfileForm } from './profile-form.tsx'
import { OwnListingStatistics } from './own-listing-statistics.tsx'
import { SavedSearches } from './saved-searches.tsx'
import { YourData } from './your-data.tsx'
import { profileQueries } from '../profile.queries.ts'
import styles from './profile.module.css'

/**
 * My profile: the read-only summary, the editable details, Sign Out, the two publish
 * buttons with their dialog, My Products across all statuses, paged, each with its last 30 days, the saved searches, and the
 * customer's data (a copy of it, deleting the account).
 */
export function MyProfilePage({ user }: { user: Customer }) {
  const { t } = useTranslation('account')
  const { language } = useLanguage()
  const api = useApi()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const currentPage = pageParam(params)
  const [dialog, setDialog] = useState<'add' | 'need' | null>(null)
  const signout = useMutation(authMutations.signout(api))
  const listings = useQuery(profileQueries.ownListings(api, user._id, currentPage))
  const ids = listings.data?.data.map((listing) => listing._id) ?? []

  // Sign-out calls the server, drops the token and the user data, and goes to /signin,
  // whatever the server answered. (The route guard may leave this page first; the promise still settles.)
  const signOut = () => {
    const toSignin = () => void navigate(paths.signin.href(), { replace: true })
    signout.mutateAsync().then(toSignin, toSignin)
  }

  return (
    <div className={`${page.container} ${page.page}`}>
      <header className={page.header}>
        <h1 className={page.title}>{t('profile.title')}</h1>
      </header>
      <div className={styles.account}>
        <section className={`${page.card} ${styles.summary}`} aria-labelledby="profile-summary">
          <Avatar src={user.image} name={user.username} size="lg" className={styles.avatar} />
          <h2 id="profile-summary" className={styles.editTitle}>
            {t('profile.summary')}
          </h2>
          <dl className={styles.summaryList}>
            <div>
              <dt>{t('profile.username')}</dt>
              <dd>{user.username}</dd>
            </div>
            <div>
              <dt>{t('profile.email')}</dt>
              <dd dir="ltr">{user.email}</dd>
            </div>
            <div>
              <dt>{t('profile.phone')}</dt>
              <dd dir="ltr">{formatPhone(user.phone)}</dd>
            </div>
            <div>
              <dt>{t('profile.memberSince')}</dt>
              <dd>{formatDate(user.createdAt, language)}</dd>
            </div>
          </dl>
        </section>
        <section className={page.card}>
          <ProfileForm
            user={user}
            extraAction={
              <Button
                variant="secondary"
                size="lg"
                busy={signout.isPending}
                busyLabel={t('profile.signingOut')}
                onClick={signOut}
              >
                {t('profile.signOut')}
              </Button>
            }
          />
        </section>
      </div>

      <section className={styles.section} aria-labelledby="my-products">
        <div className={styles.sectionHeader}>
          <h2 id="my-products" className={styles.sectionTitle}>
            {t('profile.myListings')}
          </h2>
          <div className={styles.buttons}>
            <Button onClick={() => setDialog('add')}>{t('profile.addListing')}</Button>
            <Button variant="accent" onClick={() => setDialog('need')}>
              {t('profile.addWantedRequest')}
            </Button>
          </div>
        </div>
        <ListingGrid
          list={listings}
          page={currentPage}
          pageHref={pageOnlyHref}
          emptyTitle={t('profile.myListingsEmpty')}
          owner
          noteOf={(listing) => <OwnListingStatistics ids={ids} listingId={listing._id} />}
        />
      </section>
      <SavedSearches />
      <YourData />
      <PublishListingDialog
        open={dialog !== null}
        isOrder={dialog === 'need'}
        onOpenChange={(open) => !open && setDialog(null)}
      />
    </div>
  )
}
