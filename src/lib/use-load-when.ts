import { type RefObject, useEffect } from 'react'

/**
 * When a deferred part's code is about to be needed:
 * - `near`: the element comes within a quarter of a screen of the viewport (its prerendered
 *   content is there already; only its interactivity waits for the code, a moment at most);
 * - `reached`: a visitor reaches for it: a pointer over it, a touch, focus inside it, or any key
 *   on the page; at once if they already did before the page was running (focus, or a choice).
 */
export type LoadTrigger = 'near' | 'reached'

/** Calls `load` (once) at the moment `trigger` describes. */
export function useLoadWhen(
  ref: RefObject<Element | null>,
  load: () => unknown,
  trigger: LoadTrigger,
): void {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    return trigger === 'near' ? whenNear(element, load) : whenReached(element, load)
  }, [ref, load, trigger])
}

function whenNear(element: Element, load: () => unknown): () => void {
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
}

const REACHING = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click', 'keydown']

function whenReached(element: Element, load: () => unknown): () => void {
  const reachedEarly = element.matches(':focus-within') || element.querySelector('input:checked')
  if (reachedEarly) {
    void load()
    return () => {}
  }
  const listening = new AbortController()
  const reached = (event: Event) => {
    const inside = event.target instanceof Node && element.contains(event.target)
    if (event.type !== 'keydown' && !inside) return
    listening.abort()
    void load()
  }
  // On the document, in the capture phase: React stops these events at its root while the part
  // they reach for still waits for its code, so a listener on the element would never hear them.
  const options = { capture: true, passive: true, signal: listening.signal }
  for (const type of REACHING) document.addEventListener(type, reached, options)
  return () => listening.abort()
}
