import { type RefObject, useEffect, useRef, useState } from 'react'

/**
 * On every step change after the first step shown, moves focus to the new step's heading and
 * returns its text for the polite status region, so screen readers hear where they are.
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
    const heading = containerRef.current?.querySelector<HTMLElement>('[data-step-heading]')
    heading?.focus({ preventScroll: true })
    heading?.scrollIntoView({ block: 'nearest' })
    const status = containerRef.current?.querySelector<HTMLElement>('[data-step-status]')
    setAnnouncement(status?.textContent ?? heading?.textContent ?? '')
  }, [containerRef, stepKey])
  return announcement
}
