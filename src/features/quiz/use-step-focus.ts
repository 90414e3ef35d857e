import { type RefObject, useEffect, useRef, useState } from 'react'

/** Whether the element's top is scrolled away, or under the sticky header (the scroll padding). */
function startsAboveView(element: HTMLElement): boolean {
  const hiddenTop = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)
  return element.getBoundingClientRect().top < (Number.isNaN(hiddenTop) ? 0 : hiddenTop)
}

/** Whether focus is still where a step change leaves it: on nothing, or inside the new step. */
function focusIsFree(step: HTMLElement): boolean {
  const active = document.activeElement
  return !active || active === document.body || step.contains(active)
}

/**
 * On every step change after the first step shown, moves focus to the new step's heading, brings
 * the step's top into view if the visitor had scrolled past it, and returns its text for the
 * polite status region, so screen readers hear where they are. A step whose code is still on its
 * way (the result, pressed for before it arrived) gets this once its heading shows, unless the
 * visitor has moved focus elsewhere meanwhile.
 * `stepKey` is undefined while the page is still the prerendered one.
 */
export function useStepFocus(
  containerRef: RefObject<HTMLElement | null>,
  stepKey: string | undefined,
): string {
  const [announcement, setAnnouncement] = useState('')
  const shownOne = useRef(false)
  useEffect(() => {
    if (stepKey === undefined) return
    if (!shownOne.current) {
      shownOne.current = true
      return
    }
    const step = containerRef.current
    if (!step) return
    const arrive = (): boolean => {
      const heading = step.querySelector<HTMLElement>('[data-step-heading]')
      if (!heading) return false
      heading.focus({ preventScroll: true })
      if (startsAboveView(step)) step.scrollIntoView({ block: 'start' })
      const status = step.querySelector<HTMLElement>('[data-step-status]')
      setAnnouncement(status?.textContent ?? heading.textContent ?? '')
      return true
    }
    if (arrive()) return
    const waitForHeading = new MutationObserver(() => {
      if (!focusIsFree(step) || arrive()) waitForHeading.disconnect()
    })
    waitForHeading.observe(step, { childList: true, subtree: true })
    return () => waitForHeading.disconnect()
  }, [containerRef, stepKey])
  return announcement
}
