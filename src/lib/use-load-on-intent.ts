import { type RefObject, useEffect } from 'react'

const REACHING = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click'] as const

/**
 * Calls `load` (once) the moment a visitor reaches for the element: a pointer over it, a touch,
 * focus inside it, or any key pressed on the page; at once if they already did, before the page
 * was running (focus inside, or a choice made). What they reach for is ready as they act.
 */
export function useLoadOnIntent(ref: RefObject<Element | null>, load: () => unknown): void {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (element.matches(':focus-within') || element.querySelector('input:checked')) {
      void load()
      return
    }
    const listening = new AbortController()
    const reached = (event: Event) => {
      if (
        event.type !== 'keydown' &&
        !(event.target instanceof Node && element.contains(event.target))
      )
        return
      listening.abort()
      void load()
    }
    // On the document, in the capture phase: React stops these events at its root while the part
    // they reach for still waits for its code, so a listener on the element would never hear them.
    const options = { capture: true, passive: true, signal: listening.signal }
    for (const type of [...REACHING, 'keydown']) document.addEventListener(type, reached, options)
    return () => listening.abort()
  }, [ref, load])
}
