import { type RawBuilder, sql } from 'kysely'
import { ceilingClaim, type HourlyCeiling } from './hourly-ceiling.ts'
import type { EmptiedColumns, JobTable } from './job-table.ts'

/** `, column = value` for each, or each only `when` it holds: the SET of what a job keeps no more. */
const emptied = (values: EmptiedColumns, when?: RawBuilder<unknown>) =>
  sql.join(
    Object.entries(values).map(([column, value]) => {
      const set = sql.raw(value)
      return when
        ? sql`, ${sql.ref(column)} = CASE WHEN ${when} THEN ${set} ELSE ${sql.ref(column)} END`
        : sql`, ${sql.ref(column)} = ${set}`
    }),
    sql``,
  )

/** What a claim returns: the job with its id and attempt, or (`id` null) a job kept by the ceiling. */
export type ClaimRow =
  | ({ waiting: true; id: string; attempts: number } & Record<string, unknown>)
  | { waiting: true; id: null }

/** A claim's job: which, and the attempt it is (the claim that holds it). */
export type Held = { id: string; attempts: number }

/** The statements of one table's jobs: claim, done, failed, dropped (decision 0049). */
export function jobStatements(table: JobTable, ceiling: HourlyCeiling | undefined) {
  const { retry } = table
  const name = sql.table(table.name)
  const pending = sql`${sql.ref(table.doneAt)} IS NULL AND failed_at IS NULL`
  // Only the claim that holds the job now may say how it went: a claim whose lease lapsed, and
  // whose job another process claimed since (its attempt moved on), changes nothing.
  const fenced = ({ id, attempts }: Held) =>
    sql`WHERE id = ${id}::bigint AND attempts = ${attempts} AND ${pending} RETURNING 1`
  const givenUp = (now: Date) =>
    sql`created_at <= ${now}::timestamptz - ${sql.lit(retry.forSeconds)} * interval '1 second'`
  const carried = sql.join([
    sql`job.id::text AS id`,
    sql`job.attempts`,
    ...table.carries.map((column) => sql.ref(`job.${column}`)),
  ])

  return {
    /**
     * The oldest due job, taken by one process (FOR UPDATE SKIP LOCKED) and leased: hidden from
     * every other claim until `now` + `leaseMs`, the time its work may take and a margin. Where
     * the kind has an hourly ceiling, the claim counts against it, in the same statement; the
     * row then says a job was due (`waiting`) even when the ceiling kept it.
     */
    claim: (now: Date, leaseMs: number, hour: Date) => sql<ClaimRow>`WITH due AS (
        SELECT id FROM ${name} WHERE ${pending} AND run_at <= ${now}::timestamptz
        ORDER BY run_at LIMIT 1 FOR UPDATE SKIP LOCKED)${ceiling ? sql`,\n    ${ceilingClaim(ceiling, hour)}` : sql``},
      claimed AS (
        UPDATE ${name} job SET attempts = job.attempts + 1,
          run_at = ${now}::timestamptz + ${leaseMs} * interval '1 millisecond'
        FROM due WHERE job.id = due.id${ceiling ? sql` AND EXISTS (SELECT 1 FROM allowed)` : sql``}
        RETURNING ${carried})
      SELECT true AS waiting, claimed.* FROM due LEFT JOIN claimed ON true`,
    done: (held: Held, now: Date) =>
      sql`UPDATE ${name} SET ${sql.ref(table.doneAt)} = ${now}::timestamptz${emptied(table.emptiedWhenDone)}
        ${fenced(held)}`,
    /** Tried again after its interval; given up once its retries are spent. */
    failed: (held: Held, now: Date, failure: string) =>
      sql`UPDATE ${name} SET last_error = ${failure},
        run_at = ${now}::timestamptz + LEAST(${sql.lit(retry.firstAfterSeconds)} * power(2, attempts - 1),
          ${sql.lit(retry.atMostSeconds)}) * interval '1 second',
        failed_at = CASE WHEN ${givenUp(now)} THEN ${now}::timestamptz END${emptied(table.emptiedWhenGivenUp, givenUp(now))}
        ${fenced(held)}`,
    /** Never to be tried again. */
    dropped: (held: Held, now: Date, why: string) =>
      sql`UPDATE ${name} SET failed_at = ${now}::timestamptz, last_error = ${why}${emptied(table.emptiedWhenDone)}
        ${fenced(held)}`,
  }
}
