import { sendPendingSignups } from '@/features/waitlist/pending-signups'
import { cacheBrandFonts } from '@/lib/cache-brand-fonts'
import { prefetchEveryDeferred } from '@/lib/deferred'
import { whenIdle } from '@/lib/next-task'

/** How long after the idle work begins the page fetches the code of its deferred parts. */
const PREFETCH_DELAY_MS = 3000

/**
 * What a page does once it has started and the browser is idle, loaded only then (start.tsx):
 * sends the sign-ups an earlier visit left pending, caches the brand fonts for the next page,
 * and a while later fetches the rest of the page's code, so scrolling no longer needs the network.
 */
export function doIdleWork(): void {
  sendPendingSignups()
  cacheBrandFonts()
  setTimeout(() => whenIdle(prefetchEveryDeferred, 2000), PREFETCH_DELAY_MS)
}
