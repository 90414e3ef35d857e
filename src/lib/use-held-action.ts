import { type RefObject, useEffect } from 'react'
import { useIsHydrating } from './use-is-hydrating'

/**
 * What a prerendered element used before the app started asks for: the page's start-up script
 * (scripts/prerender.ts) holds a submit of a form, or a click on a button, marked
 * `data-awaits-app`, and marks the element with the attribute named here.
 */
export const HELD_SUBMIT = 'data-submit-requested'
export const HELD_CLICK = 'data-click-requested'

/**
 * Marks a prerendered element as waiting for the app while it hydrates, and once it works,
 * carries out what a visitor did to it before then (`replay`), so no tap or submit is lost.
 * Spread the returned attributes on the element.
 */
export function useHeldAction<Element extends HTMLElement>(
  ref: RefObject<Element | null>,
  held: typeof HELD_SUBMIT | typeof HELD_CLICK,
  replay: (element: Element) => void,
): { 'data-awaits-app'?: '' } {
  const waiting = useIsHydrating()
  // biome-ignore lint/correctness/useExhaustiveDependencies: replays once, when hydration ends.
  useEffect(() => {
    const element = ref.current
    if (waiting || !element?.hasAttribute(held)) return
    element.removeAttribute(held)
    replay(element)
  }, [waiting])
  return waiting ? { 'data-awaits-app': '' } : {}
}
