import { sql } from 'kysely'
import { z } from 'zod'
import { DEVICES, FUNNEL_SOURCE } from '../../contract/funnel-steps.ts'
import type { Queryable } from '../db/database.ts'
import { dayIn, daysAfter, UTC } from './owner-time-zone.ts'

/** The periods the funnel is shown for: today, the last 7 or 30 days (today included), all time. */
export const FUNNEL_PERIODS = ['today', '7d', '30d', 'all'] as const
const DAYS_OF: Record<(typeof FUNNEL_PERIODS)[number], number | undefined> = {
  today: 1,
  '7d': 7,
  '30d': 30,
  all: undefined,
}
/** How many sources the filter offers, most visits first. */
const SOURCES_OFFERED = 30

/**
 * Which funnel to show, from the query string (`/admin`, `/admin/stats.json`): a period (all time
 * by default), a source and a device class (all by default). What is not one of these is ignored.
 */
export const funnelQuery = z.object({
  period: z.enum(FUNNEL_PERIODS).catch('all'),
  source: z.string().regex(FUNNEL_SOURCE).optional().catch(undefined),
  device: z.enum(DEVICES).optional().catch(undefined),
})
export type FunnelQuery = z.infer<typeof funnelQuery>

export const funnelStep = z.object({ step: z.string(), visitors: z.number() })

export const funnelStats = z.object({
  query: funnelQuery,
  /**
   * Each step's visitors, in the funnel's order. Under a device filter `confirmed` is left out:
   * a confirmation is counted from an email's link, not from a tab of a device class.
   */
  steps: z.array(funnelStep),
  /** The sources visits were counted under, most first: what the filter offers. */
  sources: z.array(z.string()),
})
export type FunnelStats = z.infer<typeof funnelStats>

/**
 * The funnel as of `now`, counted by the database over its daily counts: every step of `steps`
 * (the quiz's content as it is now), in order, 0 where nobody reached it. A period starts on the
 * owner's day in `timeZone`: the counts are kept by the day they were counted on (funnel/), so
 * "today" is the counts' day that bears the owner's date.
 */
export async function funnelStatsOf(
  db: Queryable,
  steps: readonly string[],
  query: FunnelQuery,
  now: Date,
  timeZone = UTC,
): Promise<FunnelStats> {
  const days = DAYS_OF[query.period]
  const fromDay = days === undefined ? null : daysAfter(dayIn(now, timeZone), 1 - days)
  const { rows } = await sql<{ step: string; visitors: number }>`SELECT step,
      sum(visitors)::int AS visitors FROM funnel_counts
    WHERE day >= coalesce(${fromDay}::date, '-infinity'::date)
      AND source = coalesce(${query.source ?? null}::text, source)
      AND device = coalesce(${query.device ?? null}::text, device)
    GROUP BY step`.execute(db)
  const counted = new Map(rows.map(({ step, visitors }) => [step, visitors]))
  const visited = await db
    .selectFrom('funnel_counts')
    .select('source')
    .where('step', '=', 'visit')
    .groupBy('source')
    .orderBy(sql`sum(visitors)`, 'desc')
    .orderBy('source')
    .limit(SOURCES_OFFERED)
    .execute()
  const sources = visited.map((row) => row.source)
  const shown = query.device ? steps.filter((step) => step !== 'confirmed') : steps
  return {
    query,
    steps: shown.map((step) => ({ step, visitors: counted.get(step) ?? 0 })),
    sources,
  }
}
