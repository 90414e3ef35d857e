import { z } from 'zod'
import { DEVICES, FUNNEL_SOURCE } from './funnel-steps.ts'

/** The most steps one beacon carries: those a page reached before it was idle. */
export const MOST_STEPS_A_BEACON = 12
/** The largest beacon the server reads: a few hundred bytes are plenty. */
export const MAX_BEACON_BYTES = 1024

/**
 * What the page's beacon sends: the tab's random id (sessionStorage, never a cookie), the steps
 * it reached, the visit's source and its device class. Nothing typed, nothing answered.
 */
export const funnelBeacon = z.strictObject({
  tab: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  steps: z
    .array(z.string().regex(/^[a-z0-9-]{1,32}$/))
    .min(1)
    .max(MOST_STEPS_A_BEACON),
  source: z.string().regex(FUNNEL_SOURCE),
  device: z.enum(DEVICES),
})
export type FunnelBeacon = z.infer<typeof funnelBeacon>
