import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * After a link leads to another page, moves focus to that page's heading (or to <main> while the
 * page has none yet), as a full page load would start a screen reader there; without a scroll,
 * and without a ring (styles.css), since nothing there is to be pressed. A link to a place on a
 * page (#waitlist) leaves focus to that place's own code; the first page is the browser's.
 */
export function useFocusOnNewPage(mainId: string): void {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, toLocation, pathChanged }) => {
        if (!fromLocation || !pathChanged || toLocation.hash) return
        const main = document.getElementById(mainId)
        const target = main?.querySelector('h1') ?? main
        if (!target) return
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
        target.focus({ preventScroll: true })
      }),
    [router, mainId],
  )
}
