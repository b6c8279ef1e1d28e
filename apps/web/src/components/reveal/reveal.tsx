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
 * Fades and lifts its content in the first time it scrolls into view (SPEC §9: 2000 ms, once).
 * Under reduced motion, or without IntersectionObserver, the content is simply there.
 */
export function Reveal({ children, as: Element = 'div', className, ...rest }: RevealProps) {
  const ref = useRef<HTMLElement>(null)
  const [animate] = useState(() => typeof IntersectionObserver === 'function' && !prefersReducedMotion())
  const [shown, setShown] = useState(!animate)

  useEffect(() => {
    const element = ref.current
    if (!animate || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true)
          observer.disconnect()
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [animate])

  return (
    <Element
      ref={ref}
      className={className ? `${styles.reveal} ${className}` : styles.reveal}
      data-reveal={animate ? (shown ? 'shown' : 'hidden') : 'static'}
      {...rest}
    >
      {children}
    </Element>
  )
}
