import type { Product } from '@raqam/api/schema'
import { Button } from '@raqam/ui/button'
import type { SVGProps } from 'react'
import { useTranslation } from 'react-i18next'
import { useNotify } from '#lib/notify.ts'
import { useLanguage } from '#lib/use-language.ts'
import { listingShareUrl, shareOrCopy, type ShareApis } from './share-link.ts'

type ShareButtonProps = {
  product: Pick<Product, '_id' | 'category'>
  /** The page heading, e.g. "Plate number Dubai 777 AA for sale": the shared title. */
  title: string
  /** The listing's own title in the page language: the shared text. */
  text: string
  className?: string
}

/**
 * Shares the detail page (issue 8): the system share sheet where the browser has one, else the link
 * copied with a toast. The link names the page language, so the preview a crawler builds matches it.
 */
export function ShareButton({ product, title, text, className }: ShareButtonProps) {
  const { t } = useTranslation('details')
  const { language } = useLanguage()
  const notify = useNotify()

  const share = async () => {
    const url = listingShareUrl(window.location.origin, product.category, product._id, language)
    try {
      const outcome = await shareOrCopy({ title, text, url }, navigator as ShareApis)
      if (outcome === 'copied') notify.success(t('share.copied'))
    } catch {
      notify.invalid(t('share.copyFailed'))
    }
  }

  return (
    <Button variant="secondary" size="lg" className={className} onClick={() => void share()}>
      <ShareIcon />
      {t('share.button')}
    </Button>
  )
}

function ShareIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  )
}
