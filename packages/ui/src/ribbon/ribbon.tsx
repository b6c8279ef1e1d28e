import { clsx } from 'clsx'
import type { ComponentProps } from 'react'
import styles from './ribbon.module.css'

export type RibbonTone = 'sold' | 'not-shared' | 'withdrawn' | 'hidden'

export type RibbonProps = ComponentProps<'span'> & {
  /**
   * `sold`: the listing is sold; `not-shared` and `withdrawn`: its owner keeps it from others; `hidden`:
   * the moderators removed it.
   */
  tone: RibbonTone
  /**
   * `corner`: a diagonal band across the top inline-end corner of the nearest positioned ancestor
   * (which should clip its overflow); `inline`: a badge in the flow, for detail pages.
   */
  placement?: 'corner' | 'inline'
}

/** The "sold", "not shared", "withdrawn" and "hidden" marks of a listing; the text comes from the app. */
export function Ribbon({ tone, placement = 'corner', className, children, ...rest }: RibbonProps) {
  return (
    <span
      {...rest}
      className={clsx(styles.ribbon, className)}
      data-tone={tone}
      data-placement={placement}
      data-slot="ribbon"
    >
      {children}
    </span>
  )
}
