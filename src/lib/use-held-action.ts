import { type RefObject, useEffect } from 'react'
import { AWAITS_APP, type HELD_CLICK, type HELD_SUBMIT } from './held-input'
import { useIsHydrating } from './use-is-hydrating'

/**
 * Marks a prerendered element as waiting for the app while it hydrates, and once it works,
 * carries out what a visitor did to it before then (`replay`), so no tap or submit is lost.
 * Spread the returned attributes on the element.
 */
export function useHeldAction<Element extends HTMLElement>(
  ref: RefObject<Element | null>,
  held: typeof HELD_SUBMIT | typeof HELD_CLICK,
  replay: (element: Element) => void,
): { [AWAITS_APP]?: '' } {
  const waiting = useIsHydrating()
  // biome-ignore lint/correctness/useExhaustiveDependencies: replays once, when hydration ends.
  useEffect(() => {
    const element = ref.current
    if (waiting || !element?.hasAttribute(held)) return
    element.removeAttribute(held)
    replay(element)
  }, [waiting])
  return waiting ? { [AWAITS_APP]: '' } : {}
}
