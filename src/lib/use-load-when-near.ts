import { type RefObject, useEffect } from 'react'

/**
 * Calls `load` once the element comes within a quarter of a screen of the viewport: its code is
 * about to be needed. (Its prerendered content is on the page already; only its interactivity
 * waits for the code, a moment at most.)
 */
export function useLoadWhenNear(ref: RefObject<Element | null>, load: () => unknown): void {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void load()
      },
      { rootMargin: '25% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, load])
}
