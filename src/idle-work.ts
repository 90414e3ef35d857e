import { startCounting } from '@/features/funnel/funnel-beacon'
import { sendPendingSignups } from '@/features/waitlist/pending-signups'
import { prefetchEveryDeferred } from '@/lib/deferred'
import { whenIdle } from '@/lib/next-task'
import { PAGE_MARKS } from '@/lib/page-marks'
import type { AppRouter } from '@/router'

/** How long after the idle work begins the page fetches the rest of the site's code. */
const PREFETCH_DELAY_MS = 3000

/**
 * Fetches the code of this page's deferred parts and of every route, without running any: a page
 * open for a few seconds scrolls, and moves to another page, without the network. (A route whose
 * code cannot be fetched then is fetched again when it is visited.)
 */
function prefetchTheRest(router: AppRouter) {
  const routes = Object.values(router.routesById).map((route) => router.loadRouteChunk(route))
  // Then the deferred parts, those of the routes just fetched included.
  void Promise.allSettled(routes)
    .then(prefetchEveryDeferred)
    .then(() => performance.mark(PAGE_MARKS.siteCodeFetched))
}

/**
 * What a page does once it has started and the browser is idle (start.tsx): counts the funnel's
 * steps reached so far, sends the sign-ups an earlier visit left pending, and a while later
 * fetches the rest of the site's code.
 */
export function doIdleWork(router: AppRouter): void {
  performance.mark(PAGE_MARKS.pageIdle)
  startCounting()
  sendPendingSignups()
  setTimeout(() => whenIdle(() => prefetchTheRest(router), 2000), PREFETCH_DELAY_MS)
}
