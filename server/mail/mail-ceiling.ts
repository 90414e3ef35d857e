import { sql } from 'kysely'
import { z } from 'zod'
import type { Queryable } from '../db/database.ts'
import { type HourlyCeiling, nextHour, reachedAt } from '../jobs/hourly-ceiling.ts'

/** WAITLIST_MAIL_PER_HOUR's default: outgoing mail per clock hour, for every process together. */
export const MAIL_PER_HOUR = 500

/** The ceiling's row in `job_ceilings`. */
const MAIL_CEILING = 'mail'

const utcMinute = (time: Date) => time.toISOString().slice(11, 16)

/** The ceiling on outgoing mail (issue 43), with the log's one line for an hour that reaches it. */
export function mailCeiling(perHour: number): HourlyCeiling {
  return {
    name: MAIL_CEILING,
    perHour,
    reachedLine: (resumesAt) =>
      `Outgoing mail reached its ceiling of ${perHour} emails an hour (WAITLIST_MAIL_PER_HOUR): the rest wait, and go out from ${utcMinute(resumesAt)} UTC.`,
  }
}

/** Mail held back by the ceiling this hour, for the owner's dashboard. */
export const heldMail = z.object({
  perHour: z.number(),
  /** When a due email first found the ceiling reached. */
  reachedAt: z.iso.datetime(),
  /** When the emails waiting go out: the next hour. */
  resumesAt: z.iso.datetime(),
  /** The emails due now and not sent. */
  waiting: z.number(),
})
export type HeldMail = z.infer<typeof heldMail>

/** What the ceiling holds back as of `now`; null while this hour has not reached it (or none is set). */
export async function mailHeldBack(
  db: Queryable,
  perHour: number,
  now: Date,
): Promise<HeldMail | null> {
  const reached = perHour > 0 ? await reachedAt(db, MAIL_CEILING, now) : undefined
  if (!reached) return null
  const { waiting } = await db
    .selectFrom('mail_jobs')
    .select(sql<number>`count(*)::int`.as('waiting'))
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('run_at', '<=', now)
    .executeTakeFirstOrThrow()
  return {
    perHour,
    reachedAt: reached.toISOString(),
    resumesAt: nextHour(now).toISOString(),
    waiting,
  }
}
