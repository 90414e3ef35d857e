import { sql } from 'kysely'
import type { FunnelBeacon } from '../../contract/funnel-beacon.ts'
import type { Queryable } from '../db/database.ts'
import { writeBatches } from '../db/write-batches.ts'
import { errorKind } from '../waitlist/store-errors.ts'

/** How long a tab's id is kept to drop a second count of the same step (a reload). */
export const DEDUPE_WINDOW_MS = 12 * 60 * 60_000
/** The most steps one statement counts. */
const MAX_BATCH = 500

// The steps no tab in the window was counted for yet are added to the window, and only those are
// counted: a reload's beacon finds its tab and step there and adds nothing. A tab's repeat within
// one batch is one row (DISTINCT ON).
const countBatch = (batch: readonly Reached[], now: Date) => sql`WITH beacon AS (
    SELECT DISTINCT ON (tab, step) tab, step, source, device
    FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS beacon (tab text, step text, source text, device text)
    ORDER BY tab, step),
  fresh AS (
    INSERT INTO funnel_seen (tab_id, step, seen_at)
    SELECT tab, step, ${now}::timestamptz FROM beacon
    ON CONFLICT (tab_id, step) DO NOTHING
    RETURNING tab_id, step)
  INSERT INTO funnel_counts AS counted (day, step, source, device, visitors)
  SELECT (${now}::timestamptz AT TIME ZONE 'UTC')::date, beacon.step, beacon.source, beacon.device,
    count(*)::int
  FROM fresh JOIN beacon ON beacon.tab = fresh.tab_id AND beacon.step = fresh.step
  GROUP BY beacon.step, beacon.source, beacon.device
  ON CONFLICT (day, step, source, device) DO UPDATE SET visitors = counted.visitors + EXCLUDED.visitors`

/** One step a tab reached, as it is counted. */
type Reached = Omit<FunnelBeacon, 'steps'> & { step: string }

/**
 * Counts the steps of beacons that arrive together in one statement, as sign-ups are written
 * (insert-batches.ts, decision 0041): a launch-day spike costs one round trip for many beacons.
 * Nobody waits on a count: a batch the database refuses is logged by its kind and dropped.
 */
export function funnelWrites(db: Queryable, now: () => Date = () => new Date()) {
  async function write(batch: Reached[]) {
    try {
      await countBatch(batch, now()).execute(db)
    } catch (error) {
      console.error(`The funnel could not count ${batch.length} steps: ${errorKind(error)}`)
    }
  }

  const batches = writeBatches(write, MAX_BATCH)
  return {
    /** Counts each of the beacon's steps once for its tab within the window. */
    add({ steps, ...beacon }: FunnelBeacon): void {
      batches.add(...steps.map((step) => ({ ...beacon, step })))
    },
    /** Forgets the tabs seen before the window: none is kept for a day. */
    async sweep(): Promise<void> {
      const before = new Date(now().getTime() - DEDUPE_WINDOW_MS)
      await db.deleteFrom('funnel_seen').where('seen_at', '<', before).execute()
    },
    /** Resolves once every step handed in so far is counted (or dropped). */
    drain: batches.drain,
  }
}
export type FunnelWrites = ReturnType<typeof funnelWrites>
