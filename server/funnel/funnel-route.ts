import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { isbot } from 'isbot'
import { funnelBeacon, MAX_BEACON_BYTES } from '../../contract/funnel-beacon.ts'
import { FUNNEL_PATH } from '../../contract/funnel-steps.ts'
import type { FunnelWrites } from './funnel-writes.ts'

export type FunnelRouteSetting = {
  writes: FunnelWrites
  /** The steps a page may report, from the quiz's content as it is now (not `confirmed`). */
  pageSteps: () => readonly string[]
  /** The origins whose pages count: a page of another site's is not a visit to this one. */
  allowedOrigins: readonly string[]
}

/**
 * Whether the request is one to leave uncounted: Global Privacy Control or Do Not Track, a bot's
 * user agent (or none), a page of another origin. The page itself sends nothing under GPC or DNT;
 * the server drops what a page of an older build might.
 */
function leftUncounted(c: Context, allowedOrigins: readonly string[]): boolean {
  const origin = c.req.header('origin')
  return (
    c.req.header('sec-gpc') === '1' ||
    c.req.header('dnt') === '1' ||
    isbot(c.req.header('user-agent') ?? '') ||
    (origin !== undefined && !allowedOrigins.includes(origin))
  )
}

/**
 * `POST /api/funnel`: the page's beacon (decision 0062), as `navigator.sendBeacon` sends it
 * (text/plain) or as `fetch` does. A beacon the server leaves uncounted gets the same 204 as one
 * it counts; a malformed one gets 400, a large one 413. The steps are counted in batches, after
 * the answer.
 */
export function addFunnelRoute(app: Hono, setting: FunnelRouteSetting) {
  app.post(
    FUNNEL_PATH,
    bodyLimit({
      maxSize: MAX_BEACON_BYTES,
      onError: (c) =>
        c.json({ error: 'too-large', message: 'A beacon is a few hundred bytes.' }, 413),
    }),
    async (c) => {
      let body: unknown
      try {
        body = JSON.parse(await c.req.text())
      } catch {
        body = undefined
      }
      const beacon = funnelBeacon.safeParse(body)
      if (!beacon.success)
        return c.json({ error: 'not-a-beacon', message: 'The body is not a funnel beacon.' }, 400)
      if (leftUncounted(c, setting.allowedOrigins)) return c.body(null, 204)
      // A step the quiz no longer has (a page of an older build) is left out.
      const known = new Set(setting.pageSteps())
      const steps = beacon.data.steps.filter((step) => known.has(step))
      if (steps.length > 0) setting.writes.add({ ...beacon.data, steps })
      return c.body(null, 204)
    },
  )
}
