import { isPlainClick } from '@raqam/ui/plain-click'
import type { Product } from '@raqam/api/schema'
import { ButtonLink } from '@raqam/ui/button'
import { useTranslation } from 'react-i18next'
import { ShareIcon } from '#components/icons/icons.tsx'
import { useNotify } from '#lib/notify.ts'
import { usePageOrigin } from '#lib/page-origin.tsx'
import { useLanguage } from '#lib/use-language.ts'
import { listingShareUrl, shareOrCopy, whatsAppShareHref, type ShareApis } from './share-link.ts'

type ShareButtonProps = {
  listing: Pick<Product, '_id' | 'category'>
  /** The page heading, e.g. "Plate number Dubai 777 AA for sale": the shared title. */
  title: string
  /** The listing's own title in the page language: the shared text. */
  text: string
  className?: string
}

/**
 * Shares the detail page: the system share sheet where the browser has one, else the link
 * copied with a toast. The link names the page language, so the preview a crawler builds matches it.
 * Before the page's script has run it is a link to WhatsApp's share page with the same text and link.
 */
export function ShareButton({ listing, title, text, className }: ShareButtonProps) {
  const { t } = useTranslation('details')
  const { language } = useLanguage()
  const notify = useNotify()
  const origin = usePageOrigin()

  const url = listingShareUrl(origin, listing.category, listing._id, language)
  const share = async () => {
    try {
      const outcome = await shareOrCopy({ title, text, url }, navigator as ShareApis)
      if (outcome === 'copied') notify.success(t('share.copied'))
    } catch {
      notify.invalid(t('share.copyFailed'))
    }
  }

  return (
    <ButtonLink
      variant="secondary"
      size="lg"
      className={className}
      link={
        <a
          href={whatsAppShareHref({ text, url })}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            // A click with a modifier opens WhatsApp's page in a tab, as links do.
            if (!isPlainClick(event)) return
            event.preventDefault()
            void share()
          }}
        />
      }
    >
      <ShareIcon />
      {t('share.button')}
    </ButtonLink>
  )
}
