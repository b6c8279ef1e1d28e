import type { Product } from '@raqam/api/schema'
import { formatMobileNumber } from '@raqam/listing-rules/numbers'
import { isolate } from '@raqam/text/numbers-in-text'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import type { MatchedBy } from '../matched-listings.ts'
import styles from './match-note.module.css'

/**
 * Why a listing is on the matches page: "Answers your wanted request 777" linking to that request, or
 * "Matches “Dubai mirrors”" naming the saved search. A wanted request answered by a listing is of the
 * listing's category, so its page is found with it.
 */
export function MatchNote({ listing, matchedBy }: { listing: Product; matchedBy: readonly MatchedBy[] }) {
  const { t } = useTranslation('account')
  return (
    <ul className={styles.note}>
      {matchedBy.map((search) => (
        <li key={`${search._id}:${search.wanted ?? ''}`}>
          {search.wanted ? (
            <Link to={paths.details.href(listing.category, search.wanted)}>
              {t('matches.answers', { number: isolate(wantedNumber(listing, search.name)) })}
            </Link>
          ) : (
            t('matches.from', { name: search.name })
          )}
        </li>
      ))}
    </ul>
  )
}

/** A wanted request's number as listings write it (a mobile number grouped 050 123 4567). */
function wantedNumber(listing: Product, number: string): string {
  return listing.category === 'mobile' ? formatMobileNumber(number) : number
}
