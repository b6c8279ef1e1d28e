import styles from './contact-page.module.css'

type OfficeMapProps = {
  title: string
  linkLabel: string
  location: { lat: number; lon: number }
}

/**
 * Google Maps' keyless embed (the origin the server's Content-Security-Policy allows in frames) with a
 * plain link under it, which still works when the frame cannot load (offline, blocked, no frames).
 */
export function OfficeMap({ title, linkLabel, location: { lat, lon } }: OfficeMapProps) {
  const embed = `https://maps.google.com/maps?q=${lat},${lon}&z=15&output=embed`
  const link = `https://www.google.com/maps/search/?api=1&query=${lat},${lon}`
  return (
    <figure className={styles.map}>
      <iframe className={styles.frame} src={embed} title={title} loading="lazy" referrerPolicy="no-referrer" />
      <figcaption>
        <a href={link} target="_blank" rel="noopener noreferrer">
          {linkLabel}
        </a>
      </figcaption>
    </figure>
  )
}
