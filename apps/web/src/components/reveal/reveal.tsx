import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react'
import styles from './reveal.module.css'

type RevealProps = {
  children: ReactNode
  /** The element to render (a section, a list item…). */
  as?: ElementType
  className?: string
  'aria-labelledby'?: string
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Fades and lifts its content in the first time it scrolls into view (over 2000 ms, once). The
 * server renders it plainly visible (so a page without script shows everything) and hydration agrees;
 * only then is content still below the screen hidden, to fade in when it arrives. Under reduced motion,
 * without IntersectionObserver, or already on screen, the content simply stays.
 */
export function Reveal({ children, as: Element = 'div', className, ...rest }: RevealProps) {
  const ref = useRef<HTMLElement>(null)
  const [state, setState] = useState<'static' | 'hidden' | 'shown'>('static')

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver !== 'function' || prefersReducedMotion()) return
    if (element.getBoundingClientRect().top < window.innerHeight) return
    setState('hidden')
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('shown')
          observer.disconnect()
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <Element
      ref={ref}
      className={className ? `${styles.reveal} ${className}` : styles.reveal}
      data-reveal={state}
      {...rest}
    >
      {children}
    </Element>
  )
}
