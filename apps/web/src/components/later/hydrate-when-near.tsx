import { use, type ReactNode } from 'react'
import { onFirstAct } from '#lib/first-act.ts'

/** The attribute that names a region whose hydration waits until it nears the screen. */
export const REGION_ATTRIBUTE = 'data-region'

/**
 * The longest a region waits, from the page's take-over. An update that reaches a region React has not
 * hydrated, without the visitor acting (data arriving), has React draw it afresh, and it shows nothing
 * until its gate opens: so every region is taken over soon after the page's start in any case, in
 * React's small slices of work.
 */
const LONGEST_WAIT_MS = 4000

/**
 * A gate React's `use` reads without waiting once it is open (`status`, as React marks the promises it
 * has seen settle), so a region an act opens hydrates in that same act.
 */
type Gate = Promise<void> & ({ status?: undefined } | { status: 'fulfilled'; value: undefined }) & { open: () => void }

/** Per region of the page the server drew, the gate its hydration waits for; null when it waits for nothing. */
const gates = new Map<string, Gate | null>()

/**
 * The visitor's first act opens every gate at once: it may change what the regions show (a language
 * switched in place, another page), which React can apply to a region only once it has hydrated it; and
 * opened before React sees the act, a region the act lands in hydrates at once and the act reaches it.
 */
let waitingForAct = false

function openAll(): void {
  for (const gate of gates.values()) gate?.open()
}

function gateFor(region: Element): Gate {
  let resolve = () => {}
  const gate = new Promise<void>((settle) => (resolve = settle)) as Gate
  const near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open(), {
    rootMargin: '100% 0px',
  })
  const timer = setTimeout(() => gate.open(), LONGEST_WAIT_MS)
  let opened = false
  gate.open = () => {
    // Not from `status`: React marks a promise it waits for as pending.
    if (opened) return
    opened = true
    Object.assign(gate, { status: 'fulfilled', value: undefined })
    near.disconnect()
    clearTimeout(timer)
    resolve()
  }
  near.observe(region)
  if (!waitingForAct) {
    waitingForAct = true
    onFirstAct(openAll)
  }
  return gate
}

/**
 * The gate of region `id`, decided once: one when the server drew the region (it is in the document
 * before React has rendered it, so this render hydrates it), null otherwise (on the server, a region
 * the app renders itself, a browser without IntersectionObserver).
 */
function gateOf(id: string): Gate | null {
  if (typeof document === 'undefined') return null
  if (gates.has(id)) return gates.get(id)!
  const region = document.querySelector(`[${REGION_ATTRIBUTE}="${CSS.escape(id)}"]`)
  const gate = region && typeof IntersectionObserver === 'function' ? gateFor(region) : null
  gates.set(id, gate)
  return gate
}

/**
 * Hydrates its children only once their region (the element with `data-region={id}`, outside the
 * Suspense boundary this sits in) comes within a screen of the viewport, at the visitor's first act
 * (lib/first-act.ts), or a few seconds after the page's start. Until then React keeps the server's markup as
 * it is (a dehydrated boundary): its links and forms work as they do without script. The page's start,
 * and its one long commit, then hold only what is on the screen.
 */
export function HydrateWhenNear({ id, children }: { id: string; children: ReactNode }) {
  const gate = gateOf(id)
  if (gate) use(gate)
  return children
}
