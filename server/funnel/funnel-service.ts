import { funnelStepsOf } from '../../contract/funnel-steps.ts'
import type { Queryable } from '../db/database.ts'
import { confirmedInFunnel } from './funnel-confirmed.ts'
import type { FunnelRouteSetting } from './funnel-route.ts'
import { funnelWrites } from './funnel-writes.ts'

/** How often the tabs seen before the dedupe window (12 h) are swept: none stays a day. */
const SWEEP_EVERY_MS = 15 * 60_000

/**
 * The funnel (issue 48, decision 0062) as the server assembles it: its steps from the quiz's
 * content as it is now, the beacons' route, the confirmation's count, and the window's sweep.
 */
export function funnelService(db: Queryable, questionCount: () => number) {
  const writes = funnelWrites(db)
  const steps = () => funnelStepsOf(questionCount())
  const sweeping = setInterval(() => void writes.sweep().catch(() => {}), SWEEP_EVERY_MS)
  sweeping.unref()
  const route: Omit<FunnelRouteSetting, 'allowedOrigins'> = {
    writes,
    pageSteps: () => steps().filter((step) => step !== 'confirmed'),
  }
  return {
    steps,
    route,
    onConfirmed: confirmedInFunnel,
    async close() {
      clearInterval(sweeping)
      await writes.drain()
    },
  }
}
