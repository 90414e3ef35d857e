import { useRouter } from '@tanstack/react-router'
import { type RefObject, useEffect } from 'react'

/**
 * Closes a popover when a link leads elsewhere without a page load: the browser closes it on a tap
 * outside and on Escape, but never sees the app change pages. The page the app starts on is left
 * alone, so a popover opened before the app's code ran stays open.
 */
export function useCloseOnNavigation(popoverRef: RefObject<HTMLElement | null>): void {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', ({ fromLocation }) => {
        const popover = popoverRef.current
        // A browser without popovers shows its content in the page, where it stays.
        if (!fromLocation || !popover || !('popover' in popover)) return
        if (popover.matches(':popover-open')) popover.hidePopover()
      }),
    [router, popoverRef],
  )
}
