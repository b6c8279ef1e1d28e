import { formatDay } from '@raqam/text/dates'
import { formatPrice } from '@raqam/text/prices'
import { transferCosts, type TransferChoice } from '@raqam/transfer-costs/costs'
import type { Payer } from '@raqam/transfer-costs/fees'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '#lib/use-language.ts'
import styles from './transfer-costs-page.module.css'

/** The sides whose totals are shown: a fee "as the two agree" is either's, so it is in neither total. */
const sides = ['buyer', 'seller'] as const satisfies Payer[]

/**
 * The calculator's answer for one choice: who transfers it, each fee with who pays it and its figure as the
 * authority's page states it (with that page and the day it was read), or "not verified"; what each side
 * pays of what is known; and the authority's page, where the last word is.
 */
export function TransferCostsAnswer({ choice }: { choice: TransferChoice }) {
  const { t } = useTranslation('costs')
  const { t: tc } = useTranslation()
  const { language } = useLanguage()
  const { schedule, known, unverified } = transferCosts(choice)
  const authority = t(`authorities.${schedule.authority}`)
  const heading =
    choice.kind === 'mobile'
      ? t('answer.numberHeading', { operator: tc(`operators.${choice.operator}`) })
      : t('answer.plateHeading', { kind: tc(`categories.${choice.kind}`), emirate: tc(`cities.${choice.emirate}`) })

  return (
    <section className={styles.answer} aria-labelledby="transfer-costs-answer">
      <h2 id="transfer-costs-answer" className={styles.heading}>
        {heading}
      </h2>
      <p>{t('answer.authority', { authority })}</p>

      <h3 className={styles.subheading}>{t('answer.fees')}</h3>
      <ul className={styles.fees}>
        {schedule.fees.map((fee) => (
          <li key={fee.service} className={styles.fee}>
            <p className={styles.service}>{t(`services.${fee.service}`)}</p>
            <dl className={styles.facts}>
              <div>
                <dt>{t('answer.payer')}</dt>
                <dd>{t(`payers.${fee.payer}`)}</dd>
              </div>
              <div>
                <dt>{t('answer.amount')}</dt>
                <dd>
                  {fee.figure ? (
                    <>
                      <strong>{formatPrice(fee.figure.aed, language)}</strong>
                      <a className={styles.source} href={fee.figure.source}>
                        {t('answer.checked', { date: formatDay(fee.figure.checked, language) })}
                      </a>
                    </>
                  ) : (
                    <>
                      <strong>{t('answer.unverified')}</strong>
                      <span className={styles.source}>{t('answer.unverifiedNote')}</span>
                    </>
                  )}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>

      <h3 className={styles.subheading}>{t('answer.totals')}</h3>
      <dl className={styles.totals}>
        {sides.map((side) => {
          const more = unverified.some((fee) => fee.payer === side || fee.payer === 'agreed')
          return (
            <div key={side}>
              <dt>{t(`answer.${side}`)}</dt>
              <dd>
                {known[side] > 0 ? formatPrice(known[side], language) : t('answer.none')}
                {more && known[side] > 0 && ` ${t('answer.more')}`}
              </dd>
            </div>
          )
        })}
      </dl>

      <p>
        <a href={schedule.servicePage}>{t('answer.servicePage', { authority })}</a>
      </p>
    </section>
  )
}
