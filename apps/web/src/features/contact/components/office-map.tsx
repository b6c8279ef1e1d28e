import { ButtonLink } from '@raqam/ui/button'
import a11y from '@raqam/ui/a11y.module.css'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { PinIcon } from '#components/icons/icons.tsx'
import styles from './contact-page.module.css'

/** The contact page's parameter that shows the map (`?map=shown`), and the map's id the link scrolls to. */
const MAP_PARAM = 'map'
const mapId = 'office-map'

type OfficeMapProps = {
  /** The office's address, shown where the map will be. */
  address: string
  location: { lat: number; lon: number }
}

/**
 * The office on Google Maps' keyless embed (the origin the server's Content-Security-Policy allows in
 * frames), loaded only when the visitor asks: the frame would hand Google their address and load its
 * scripts on every visit. Until then a placeholder of the frame's size holds the address and "Show map",
 * a link to this page with `?map=shown`, which the server draws with the map: it works before the page's
 * script has run, and after, the map loads in place. The plain link under it opens the map in a new tab.
 */
export function OfficeMap({ address, location: { lat, lon } }: OfficeMapProps) {
  const { t } = useTranslation('info')
  const { t: tc } = useTranslation()
  const [params] = useSearchParams()
  const [asked, setShown] = useState(false)
  const shown = asked || params.get(MAP_PARAM) === 'shown'
  const withMap = new URLSearchParams(params)
  withMap.set(MAP_PARAM, 'shown')
  const frame = useRef<HTMLIFrameElement>(null)
  // The button that had the focus is gone: the map it asked for takes it.
  useEffect(() => {
    if (shown) frame.current?.focus()
  }, [shown])
  const embed = `https://maps.google.com/maps?q=${lat},${lon}&z=15&output=embed`
  const link = `https://www.google.com/maps/search/?api=1&query=${lat},${lon}`
  return (
    <figure className={styles.map} id={mapId}>
      {shown ? (
        <iframe
          ref={frame}
          className={styles.frame}
          src={embed}
          title={t('contact.mapTitle')}
          referrerPolicy="no-referrer"
        />
      ) : (
        <div className={styles.placeholder} data-slot="map-placeholder">
          <PinIcon className={styles.placeholderIcon} />
          <p className={styles.placeholderAddress}>{address}</p>
          <p className={styles.placeholderNote}>{t('contact.mapPlaceholder')}</p>
          <ButtonLink
            variant="secondary"
            className={styles.showMap}
            link={
              <a
                href={`?${withMap.toString()}#${mapId}`}
                // A page with the map is not a page of its own to a crawler.
                rel="nofollow"
                onClick={(event) => {
                  event.preventDefault()
                  setShown(true)
                }}
              />
            }
          >
            {t('contact.showMap')}
          </ButtonLink>
        </div>
      )}
      <figcaption>
        <a href={link} target="_blank" rel="noopener noreferrer">
          {t('contact.openMap')}
          <span className={a11y.visuallyHidden}> {tc('nav.opensInNewTab')}</span>
        </a>
      </figcaption>
    </figure>
  )
}
