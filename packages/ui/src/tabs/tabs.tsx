import * as RadixTabs from '@radix-ui/react-tabs'
import { clsx } from 'clsx'
import type { ReactNode } from 'react'
import { renderLink, type LinkElement } from '#internal/link.tsx'
import styles from './tabs.module.css'

export type TabItem = {
  /** Identifies the tab; unique within the tab list. */
  value: string
  /** The tab's visible name. */
  label: ReactNode
  /** The panel shown while this tab is active. */
  content: ReactNode
}

export type TabsProps = {
  items: readonly TabItem[]
  /** The accessible name of the tab list, e.g. "Categories". */
  label: string
  /** The active tab, when controlled. */
  value?: string
  /** The first active tab, when uncontrolled. Defaults to the first item. */
  defaultValue?: string
  onValueChange?: (value: string) => void
  className?: string
}

/** In-page tabs (Radix): arrow keys move between tabs, the active one is highlighted. */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={clsx(styles.root, className)}
      data-slot="tabs"
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={styles.tab}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}

export type RouteTabItem = {
  /** Identifies the tab, usually the route it links to. */
  value: string
  label: ReactNode
  /** The app's link to the tab's route, e.g. `<Link to="/shop/mobile" />`. */
  link: LinkElement
}

export type RouteTabsProps = {
  items: readonly RouteTabItem[]
  /** The accessible name of the tab list, e.g. "Categories". */
  label: string
  /** The tab of the current route. */
  value: string
  /** The current route's content, shown as the active tab's panel. */
  children: ReactNode
  className?: string
}

/**
 * Tabs whose triggers are links (the shop lists' tabs are routes). Radix keeps the tab semantics
 * and arrow-key movement; activation is manual, so arrows only move focus and Enter or a click
 * follows the link. The route decides which tab is active.
 */
export function RouteTabs({ items, label, value, children, className }: RouteTabsProps) {
  return (
    <RadixTabs.Root className={clsx(styles.root, className)} data-slot="tabs" value={value} activationMode="manual">
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} asChild>
            {renderLink(item.link, { className: styles.tab, children: item.label })}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={value} className={styles.panel}>
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  )
}
