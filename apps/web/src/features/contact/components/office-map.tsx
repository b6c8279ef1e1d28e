import { Button } from '@raqam/ui/button'
import a11y from '@raqam/ui/a11y.module.css'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PinIcon } from '#components/icons/icons.tsx'
import styles from './contact-page.module.css'

type OfficeMapProps = {
  /** The office's address, shown where the map will be. */
  address: string
  location: { lat: number; lon: number }
}

/**
 * The office on Google Maps' keyless embed (the origin the server's Content-Security-Policy allows in
 * frames), loaded only when the visitor asks: the frame would hand Google their address and load its
 * scripts on every visit. Until then a placeholder of the frame's size holds the address and the
 * button. The plain link under it opens the map in a new tab, with or without the page's script.
 */
export function OfficeMap({ address, location: { lat, lon } }: OfficeMapProps) {
  const { t } = useTranslation('info')
  const { t: tc } = useTranslation()
  const [shown, setShown] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  // The button that had the focus is gone: the map it asked for takes it.
  useEffect(() => {
    if (shown) frame.current?.focus()
  }, [shown])
  const embed = `https://maps.google.com/maps?q=${lat},${lon}&z=15&output=embed`
  const link = `https://www.google.com/maps/search/?api=1&query=${lat},${lon}`
  return (
    <figure className={styles.map}>
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
          <Button variant="secondary" onClick={() => setShown(true)}>
            {t('contact.showMap')}
          </Button>
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
