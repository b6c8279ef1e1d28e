import type { Ref } from 'react'
import page from '#styles/page.module.css'

type ConsoleHeaderProps = {
  title: string
  lead: string
  /** The heading takes the focus back after a decision (the decided item may have left the page). */
  headingRef?: Ref<HTMLHeadingElement>
}

/** A console page's heading and what the page holds. */
export function ConsoleHeader({ title, lead, headingRef }: ConsoleHeaderProps) {
  return (
    <header className={page.header}>
      <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={page.title}>
        {title}
      </h1>
      <p className={page.lead}>{lead}</p>
    </header>
  )
}
