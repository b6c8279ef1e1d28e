import { Plate } from '@raqam/plates/react'
import { SectionHeading } from '@raqam/ui/section-heading'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import { ArrowIcon } from '#components/icons/icons.tsx'
import home from './home-page.module.css'
import styles from './category-tiles.module.css'

/** Three tiles (picture, caption revealed on hover) to the three shop lists; 3 → 2 → 1 columns. */
export function CategoryTiles() {
  const { t } = useTranslation('home')
  const tiles = [
    {
      key: 'car',
      to: paths.shop.href('car'),
      picture: <Plate kind="car" city="dubai" code="A" number="12345" label="" className={styles.plate} />,
    },
    {
      key: 'motorcycle',
      to: paths.shop.href('motorcycle'),
      picture: <Plate kind="motorcycle" city="sharjah" code="3" number="555" label="" className={styles.moto} />,
    },
    { key: 'mobile', to: paths.shop.href('mobile'), picture: <PhoneNumberPicture /> },
  ] as const
  return (
    <section className={home.section} aria-labelledby="home-categories">
      <SectionHeading
        title={t('categories.heading')}
        description={t('categories.description')}
        headingId="home-categories"
      />
      <ul className={`${home.grid} ${styles.grid}`}>
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link to={tile.to} className={styles.tile}>
              <span className={styles.picture} aria-hidden="true">
                {tile.picture}
              </span>
              <span className={styles.caption}>
                <span className={styles.name}>{t(`categories.${tile.key}`)}</span>
                <span className={styles.browse}>
                  {t('categories.browse')}
                  <ArrowIcon />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function PhoneNumberPicture() {
  return (
    <span className={styles.number} dir="ltr">
      050 777 7777
    </span>
  )
}
