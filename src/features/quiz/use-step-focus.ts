import { type RefObject, useEffect, useRef, useState } from 'react'

/**
 * On every step change (not the first render), moves focus to the new step's heading and
 * returns its text for the polite status region, so screen readers hear where they are.
 */
export function useStepFocus(containerRef: RefObject<HTMLElement | null>, stepKey: string): string {
  const [announcement, setAnnouncement] = useState('')
  const firstRender = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new step.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    const heading = containerRef.current?.querySelector<HTMLElement>('[data-step-heading]')
    heading?.focus({ preventScroll: true })
    heading?.scrollIntoView({ block: 'nearest' })
    const status = containerRef.current?.querySelector<HTMLElement>('[data-step-status]')
    setAnnouncement(status?.textContent ?? heading?.textContent ?? '')
  }, [stepKey])
  return announcement
}
