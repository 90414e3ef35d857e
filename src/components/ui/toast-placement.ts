/** Marks a control a toast must never cover while it is on screen (Copy link, a form's submit). */
export const KEEP_CLEAR = { 'data-keep-clear': '' }
const KEPT_CLEAR = '[data-keep-clear]'

/** The sides of the screen a toast can stand on: under the sticky header, or at the bottom. */
export type ToastSide = 'top' | 'bottom'

/** Room left between what the visitor acts on and a toast, in px. */
const CLEARANCE_PX = 12

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]'

type Band = { top: number; bottom: number; left: number; right: number }

const isShown = (element: Element) =>
  element.checkVisibility({ visibilityProperty: true }) &&
  element.getAttribute('tabindex') !== '-1' &&
  !element.closest('[inert]')

/** The control Tab reaches after `element`, in the page's order (a focused heading's too). */
function nextControl(element: Element, toasts: Element): Element | undefined {
  return [...document.querySelectorAll(TABBABLE)].find(
    (candidate) =>
      !toasts.contains(candidate) &&
      element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING &&
      !element.contains(candidate) &&
      isShown(candidate),
  )
}

/**
 * What the visitor acts on next, as boxes on screen: the focused element with what describes it
 * (its error), the control after it, and the marked controls (KEEP_CLEAR) on screen.
 */
function partsToKeepClear(toasts: Element): DOMRect[] {
  const focused = document.activeElement
  const parts: Element[] = [...document.querySelectorAll(KEPT_CLEAR)].filter(isShown)
  if (focused instanceof HTMLElement && focused !== document.body && !toasts.contains(focused)) {
    const descriptions = (focused.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .flatMap((id) => document.getElementById(id) ?? [])
    const next = nextControl(focused, toasts)
    parts.push(focused, ...descriptions, ...(next ? [next] : []))
  }
  return parts
    .map((part) => part.getBoundingClientRect())
    .filter((box) => box.height > 0 && box.bottom > 0 && box.top < innerHeight)
}

const overlap = (box: DOMRect, band: Band) =>
  Math.max(0, Math.min(box.bottom, band.bottom) - Math.max(box.top, band.top)) *
  (box.right > band.left && box.left < band.right ? 1 : 0)

const coveredBy = (parts: DOMRect[], band: Band) =>
  parts.reduce((covered, box) => covered + overlap(box, band), 0)

/** Where the toasts stand on `side`, measured (the region moved there for the measure). */
function bandOn(region: HTMLElement, side: ToastSide): Band {
  region.dataset.side = side
  const box = region.getBoundingClientRect()
  return {
    top: box.top - CLEARANCE_PX,
    bottom: box.bottom + CLEARANCE_PX,
    left: box.left,
    right: box.right,
  }
}

/**
 * Puts the toast region on the side of the screen where it covers nothing the visitor acts on
 * next (`preferred` when both are clear). Where neither side is clear (a short window, a field
 * that fills it), the page scrolls just enough to bring those parts out from under the toast.
 * A toast often comes as focus moves to a field and the page glides to it (smooth scrolling):
 * placed at once, and again where the page comes to rest.
 */
export function placeClearOfNextAction(region: HTMLElement, preferred: ToastSide): void {
  place(region, preferred)
  const startedAt = scrollY
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (scrollY !== startedAt)
        addEventListener('scrollend', () => place(region, preferred), { once: true })
    }),
  )
}

function place(region: HTMLElement, preferred: ToastSide): void {
  if (!region.isConnected) return
  const parts = partsToKeepClear(region)
  const other: ToastSide = preferred === 'top' ? 'bottom' : 'top'
  const coversOther = coveredBy(parts, bandOn(region, other))
  const side = coversOther < coveredBy(parts, bandOn(region, preferred)) ? other : preferred
  const band = bandOn(region, side)
  const under = parts.filter((box) => overlap(box, band) > 0)
  if (under.length === 0) return
  if (side === 'bottom')
    scrollBy({ top: Math.max(...under.map((box) => box.bottom)) - band.top, behavior: 'instant' })
  else
    scrollBy({ top: Math.min(...under.map((box) => box.top)) - band.bottom, behavior: 'instant' })
}
