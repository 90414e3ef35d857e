import { sql } from 'kysely'
import type { Queryable } from '../db/database.ts'

/**
 * At most `perHour` claims of a kind of job in a clock hour (UTC), counted in the database
 * (`job_ceilings`, migration 0010), so every process on it shares the count. Past it, due jobs
 * wait for the next hour; they are never dropped.
 */
export type HourlyCeiling = {
  /** The row that counts: `mail`. */
  name: string
  perHour: number
  /** The log's one line, the first time a due job finds the ceiling reached in an hour. */
  reachedLine: (resumesAt: Date) => string
}

const HOUR_MS = 3_600_000

/** The clock hour `now` is in. */
export const hourOf = (now: Date) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS)
/** When jobs kept by the ceiling in `now`'s hour may go. */
export const nextHour = (now: Date) => new Date(hourOf(now).getTime() + HOUR_MS)

/**
 * The claim's part (job-statements.ts): one more of this hour's count, or none when the count is
 * at the ceiling. A later hour starts again at one. `due` is the job about to be claimed (nothing
 * is counted without one).
 */
export const ceilingClaim = ({ name, perHour }: HourlyCeiling, hour: Date) => sql`allowed AS (
      INSERT INTO job_ceilings AS ceiling (name, hour, used)
      SELECT ${name}, ${hour}::timestamptz, 1 FROM due
      ON CONFLICT (name) DO UPDATE SET
        used = CASE WHEN EXCLUDED.hour > ceiling.hour THEN 1 ELSE ceiling.used + 1 END,
        reached_at = CASE WHEN EXCLUDED.hour > ceiling.hour THEN NULL ELSE ceiling.reached_at END,
        hour = GREATEST(ceiling.hour, EXCLUDED.hour)
      WHERE EXCLUDED.hour > ceiling.hour OR ceiling.used < ${perHour}
      RETURNING 1)`

const ceilingOf = (db: Queryable, name: string, hour: Date) =>
  db.updateTable('job_ceilings').where('name', '=', name).where('hour', '=', hour)

/** Notes that a due job found the ceiling reached; true for the first in its hour, of any process. */
export async function reachedFirst(db: Queryable, name: string, hour: Date, now: Date) {
  // Only the first process to find the ceiling reached in an hour gets the row back.
  const rows = await ceilingOf(db, name, hour)
    .set({ reached_at: now })
    .where('reached_at', 'is', null)
    .returning('name')
    .execute()
  return rows.length > 0
}

/** A claim that sent nothing (it failed, or was dropped) counts no more. */
export async function giveBack(db: Queryable, name: string, hour: Date) {
  await ceilingOf(db, name, hour)
    .set((eb) => ({ used: eb('used', '-', 1) }))
    .where('used', '>', 0)
    .execute()
}

/** When the ceiling was reached in `now`'s hour; undefined while it has not been. */
export async function reachedAt(db: Queryable, name: string, now: Date): Promise<Date | undefined> {
  const row = await db
    .selectFrom('job_ceilings')
    .select('reached_at')
    .where('name', '=', name)
    .where('hour', '=', hourOf(now))
    .executeTakeFirst()
  return row?.reached_at ?? undefined
}
