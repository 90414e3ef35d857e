import type { Hono } from 'hono'
import {
  WAITING_COUNT_MAX_AGE_S,
  WAITING_COUNT_PATH,
  type WaitingCount,
} from '../../contract/waiting-count.ts'
import { heldCount } from './waiting-count.ts'

export type WaitingCountSetting = {
  /** The count as the database has it now (signup-store.ts, `waiting`). */
  read: () => Promise<number>
  /** The server's clock: how old the held count is. */
  now: () => Date
}

/**
 * `GET /api/waitlist/count`: `{ "waiting": N }` for the page's "Join N people waiting" (decision
 * 0069), rounded down and held in the process for a minute, so a visit costs no query; a CDN may
 * hold it as long. Not rate limited: the limits count in the database, which is what this answer
 * spares. Before any count could be read, a 503 that no cache keeps: the page shows no line.
 */
export function addWaitingCountRoute(app: Hono, setting: WaitingCountSetting) {
  const waiting = heldCount(setting.read, setting.now)
  app.get(WAITING_COUNT_PATH, async (c) => {
    const count = await waiting()
    if (count === undefined) {
      c.header('cache-control', 'no-store')
      return c.json({ error: 'unavailable', message: 'The waitlist cannot count just now.' }, 503)
    }
    const answer: WaitingCount = { waiting: count }
    return c.json(answer, 200, { 'cache-control': `public, max-age=${WAITING_COUNT_MAX_AGE_S}` })
  })
}
