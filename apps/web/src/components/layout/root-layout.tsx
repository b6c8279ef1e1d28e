import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router-dom'
import { Later } from '#components/later/later.tsx'
import { LoadingScreen } from '#components/loading-screen/loading-screen.tsx'
import { TermsNotice } from '#components/terms-notice/terms-notice.tsx'
import { DocumentTitle } from './document-title.tsx'
import { Footer } from './footer.tsx'
import { ScrollToTop } from './scroll-to-top.tsx'
import { TopBar } from './top-bar.tsx'
import styles from './root-layout.module.css'

/** The shared layout of every page: fixed top bar, the notice of new terms (when due), the page, the footer. */
export function RootLayout() {
  const { t } = useTranslation()
  return (
    <>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <DocumentTitle />
      <TopBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <TermsNotice />
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Later>
        <Footer />
      </Later>
    </>
  )
}
