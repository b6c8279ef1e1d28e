import styles from './contact-page.module.css'

type OfficeMapProps = {
  title: string
  linkLabel: string
  location: { lat: number; lon: number }
}

/** Half the side of the map's box, in degrees (about 1.5 km). */
const span = 0.008

/**
 * OpenStreetMap's embed (no key, no tracking script) with a plain link under it, which still works
 * when the frame cannot load (offline, blocked by a policy, no frames).
 */
export function OfficeMap({ title, linkLabel, location: { lat, lon } }: OfficeMapProps) {
  const bbox = [lon - span, lat - span, lon + span, lat + span].map((value) => value.toFixed(4)).join(',')
  const embed = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`
  const link = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`
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
