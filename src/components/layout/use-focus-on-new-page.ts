import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/** Focuses an element without a scroll, and without a ring (styles.css): nothing there is pressed. */
function focusInPlace(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

/**
 * Lands on a place on a page (#waitlist): focus moves to the place's own label, or its first
 * heading, unless it is already inside (a form's own code put it in a field). The router scrolls
 * to a new address only; a link to the address already shown (the visitor went back up) scrolls
 * here.
 */
function landOnPlace(id: string, { scroll }: { scroll: boolean }): void {
  const place = document.getElementById(id)
  if (!place || place.contains(document.activeElement)) return
  if (scroll) place.scrollIntoView()
  const labelledBy = place.getAttribute('aria-labelledby')
  focusInPlace(
    (labelledBy && document.getElementById(labelledBy)) ||
      place.querySelector<HTMLElement>('h1, h2, h3') ||
      place,
  )
}

/**
 * After a link leads to another page, moves focus to that page's heading (or to <main> while the
 * page has none yet), as a full page load would start a screen reader there. After a link to a
 * place on a page (#waitlist), moves it to that place's heading, so the next Tab goes on from
 * there. Both without a scroll: the router has scrolled where the link points. The first page is
 * the browser's.
 */
export function useFocusOnNewPage(mainId: string): void {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, toLocation, pathChanged, hrefChanged }) => {
        if (!fromLocation) return
        if (toLocation.hash) return landOnPlace(toLocation.hash, { scroll: !hrefChanged })
        if (!pathChanged) return
        const main = document.getElementById(mainId)
        const target = main?.querySelector('h1') ?? main
        if (target) focusInPlace(target)
      }),
    [router, mainId],
  )
  useLandOnPlainLinksPlace()
}

/**
 * A link to a place on this page that the router did not follow lands there too: a link in a part
 * still waiting for its code (the hero, the banner: src/lib/deferred.tsx) is a plain link, and the
 * browser scrolls to the place without moving focus. The router's own links change the address
 * without this event.
 */
function useLandOnPlainLinksPlace(): void {
  useEffect(() => {
    const landed = () => {
      const id = location.hash.slice(1)
      if (id) landOnPlace(id, { scroll: false })
    }
    addEventListener('hashchange', landed)
    return () => removeEventListener('hashchange', landed)
  }, [])
}
