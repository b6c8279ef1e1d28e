import { clsx } from 'clsx'
import { cloneElement, type ReactElement, type ReactNode } from 'react'

/**
 * A link element supplied by the app, without children: React Router's `<Link to="/shop" />`, or a
 * plain `<a href="/shop" />`. Components fill in the children and their own class (asChild style),
 * so the library never depends on a router.
 */
export type LinkElement = ReactElement<{ className?: string; children?: ReactNode }>

type InjectedProps = { className?: string; children: ReactNode } & Record<`data-${string}` | `aria-${string}`, unknown>

/** Renders the app's link element with the component's class and content. */
export function renderLink(link: LinkElement, { className, ...props }: InjectedProps): ReactElement {
  return cloneElement(link, { ...props, className: clsx(link.props.className, className) })
}
