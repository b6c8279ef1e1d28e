import type { LegalBlock, LegalDocument } from '@raqam/legal/documents'
import type { LegalVersion } from '@raqam/legal/versions'
import { formatDay } from '@raqam/text/dates'
import { isolate } from '@raqam/text/numbers-in-text'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '#lib/use-language.ts'
import page from '#styles/page.module.css'
import styles from './legal-page.module.css'

type LegalPageProps = {
  /** The document in the page language (@raqam/legal/documents). */
  document: LegalDocument
  /** The version in force and the day it took effect (@raqam/legal/versions). */
  version: LegalVersion
}

/**
 * A legal document (terms, privacy, refunds): its title, version and date, a table of contents linking
 * each section by its heading's anchor (`/terms#listings`), then the sections. Plain links and text, so
 * the page reads and navigates before its script has loaded. The sections are not named regions: a dozen
 * landmarks would drown the page's own, and one could share its name with the footer's.
 */
export function LegalPage({ document, version }: LegalPageProps) {
  const { t } = useTranslation('info')
  const { language } = useLanguage()
  return (
    <div className={`${page.container} ${page.page} ${styles.layout}`}>
      <header className={`${page.header} ${styles.header}`}>
        <p className={page.eyebrow}>{t('legal.eyebrow')}</p>
        <h1 className={page.title}>{document.title}</h1>
        <p className={styles.version} data-slot="legal-version">
          {t('legal.version', { version: isolate(version.version), date: formatDay(version.date, language) })}
        </p>
        <p className={page.lead}>{document.summary}</p>
      </header>
      <nav className={styles.contents} aria-labelledby="legal-contents">
        <h2 id="legal-contents" className={styles.contentsTitle}>
          {t('legal.contents')}
        </h2>
        <ol className={styles.contentsList}>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.body}>
        {document.sections.map((section) => (
          <section key={section.id} className={styles.section}>
            <h2 id={section.id} className={styles.heading}>
              {section.heading}
            </h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
      </div>
    </div>
  )
}

function Block({ block }: { block: LegalBlock }) {
  if ('paragraph' in block) return <p>{block.paragraph}</p>
  return (
    <ul className={styles.list}>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
