import { type RefObject, useEffect } from 'react'
import { AWAITS_APP, HELD_CLICK, HELD_SUBMIT } from './held-input'
import { useIsHydrating } from './use-is-hydrating'

/**
 * Marks a prerendered form, button or region of buttons as waiting for its code until `ready`
 * (by default, once hydrated). Then it carries out, once, what a visitor did to it meanwhile: the
 * form's held submit, and a held click on each of its buttons. Spread the returned attributes on
 * the element.
 */
export function useHeldInput(
  ref: RefObject<HTMLElement | null>,
  ready?: boolean,
): { [AWAITS_APP]?: '' } {
  const hydrating = useIsHydrating()
  const waiting = !(ready ?? !hydrating)
  // biome-ignore lint/correctness/useExhaustiveDependencies: replays once, when the wait ends.
  useEffect(() => {
    const element = ref.current
    if (!waiting && element) replayHeldInput(element)
  }, [waiting])
  return waiting ? { [AWAITS_APP]: '' } : {}
}

function replayHeldInput(element: HTMLElement) {
  for (const button of [element, ...element.querySelectorAll('button')]) {
    if (!button.hasAttribute(HELD_CLICK)) continue
    button.removeAttribute(HELD_CLICK)
    button.removeAttribute('aria-busy')
    button.click()
  }
  if (element.hasAttribute(HELD_SUBMIT) && element instanceof HTMLFormElement) {
    element.removeAttribute(HELD_SUBMIT)
    for (const busy of element.querySelectorAll('[type=submit][aria-busy]'))
      busy.removeAttribute('aria-busy')
    element.requestSubmit()
  }
}
