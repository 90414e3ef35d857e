import { type RefObject, useEffect } from 'react'

/** Room left between a focused control and the bar, in px. */
const GAP_PX = 12

/**
 * While the bar sticks to the bottom of the screen (on a phone), a control of its form that gets
 * focus behind it (by Tab or by an arrow key within the options) is scrolled up into view.
 * Browsers bring a focused control onto the screen, but not out from under a sticky bar.
 */
export function useFocusClearOfBar(barRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const bar = barRef.current
      const target = event.target
      if (!bar || !(target instanceof Element) || bar.contains(target)) return
      if (!bar.closest('form')?.contains(target)) return
      if (getComputedStyle(bar).position !== 'sticky') return
      // Measured once the choice that came with the focus (arrow keys) has been drawn.
      requestAnimationFrame(() => {
        const hidden = target.getBoundingClientRect().bottom - bar.getBoundingClientRect().top
        if (hidden > 0) window.scrollBy({ top: hidden + GAP_PX, behavior: 'instant' })
      })
    }
    document.addEventListener('focusin', onFocusIn)
    return () => document.removeEventListener('focusin', onFocusIn)
  }, [barRef])
}
