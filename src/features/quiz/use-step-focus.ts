import { type RefObject, useEffect, useRef, useState } from 'react'

/** Whether the element's top is scrolled away, or under the sticky header (the scroll padding). */
function startsAboveView(element: HTMLElement): boolean {
  const hiddenTop = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)
  return element.getBoundingClientRect().top < (Number.isNaN(hiddenTop) ? 0 : hiddenTop)
}

/**
 * On every step change after the first step shown, moves focus to the new step's heading, brings
 * the step's top into view if the visitor had scrolled past it, and returns its text for the
 * polite status region, so screen readers hear where they are.
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
    const heading = step?.querySelector<HTMLElement>('[data-step-heading]')
    heading?.focus({ preventScroll: true })
    if (step && startsAboveView(step)) step.scrollIntoView({ block: 'start' })
    const status = containerRef.current?.querySelector<HTMLElement>('[data-step-status]')
    setAnnouncement(status?.textContent ?? heading?.textContent ?? '')
  }, [containerRef, stepKey])
  return announcement
}
