import { CEILING_CLAIM } from './hourly-ceiling.ts'
import type { JobTable } from './job-table.ts'

/** `, column = value` for each, or each only `when` it holds: the SET of what a job keeps no more. */
const emptied = (values: Readonly<Record<string, string>>, when?: string) =>
  Object.entries(values)
    .map(([column, value]) =>
      when
        ? `, ${column} = CASE WHEN ${when} THEN ${value} ELSE ${column} END`
        : `, ${column} = ${value}`,
    )
    .join('')

/** The SQL of one table's jobs: claim, done, failed, dropped (decision 0049). */
export function jobStatements(table: JobTable, withCeiling: boolean) {
  const { name, doneAt, retry } = table
  const pending = `${doneAt} IS NULL AND failed_at IS NULL`
  // Only the claim that holds the job now may say how it went: a claim whose lease lapsed, and
  // whose job another process claimed since (its attempt moved on), changes nothing.
  const fenced = `WHERE id = $1::bigint AND attempts = $2 AND ${pending} RETURNING 1`
  const givenUp = `created_at <= $3::timestamptz - interval '${retry.forSeconds} seconds'`
  const carried = ['job.id::text AS id', 'job.attempts', ...table.carries.map((c) => `job.${c}`)]

  // The oldest due job, taken by one process (FOR UPDATE SKIP LOCKED) and leased: hidden from
  // every other claim until $1 + $2 ms, the time its work may take and a margin. Where the kind
  // has an hourly ceiling, the claim counts against it, in the same statement; the last row
  // then says a job was due (`waiting`) even when the ceiling kept it.
  const claim = `WITH due AS (
      SELECT id FROM ${name} WHERE ${pending} AND run_at <= $1::timestamptz
      ORDER BY run_at LIMIT 1 FOR UPDATE SKIP LOCKED)${withCeiling ? `,\n    ${CEILING_CLAIM}` : ''},
    claimed AS (
      UPDATE ${name} job SET attempts = job.attempts + 1,
        run_at = $1::timestamptz + $2 * interval '1 millisecond'
      FROM due WHERE job.id = due.id${withCeiling ? ' AND EXISTS (SELECT 1 FROM allowed)' : ''}
      RETURNING ${carried.join(', ')})
    SELECT true AS waiting, claimed.* FROM due LEFT JOIN claimed ON true`

  return {
    /** $1 now, $2 the lease in ms (and with a ceiling, $3 its name, $4 the hour, $5 its limit). */
    claim,
    /** $1 id, $2 attempt, $3 now. */
    done: `UPDATE ${name} SET ${doneAt} = $3::timestamptz${emptied(table.emptiedWhenDone)}
      ${fenced}`,
    /** $1 id, $2 attempt, $3 now, $4 the failure's kind. Tried again after its interval. */
    failed: `UPDATE ${name} SET last_error = $4,
      run_at = $3::timestamptz + LEAST(${retry.firstAfterSeconds} * power(2, attempts - 1),
        ${retry.atMostSeconds}) * interval '1 second',
      failed_at = CASE WHEN ${givenUp} THEN $3::timestamptz END${emptied(table.emptiedWhenGivenUp, givenUp)}
      ${fenced}`,
    /** $1 id, $2 attempt, $3 now, $4 why. Never to be tried again. */
    dropped: `UPDATE ${name} SET failed_at = $3::timestamptz, last_error = $4${emptied(table.emptiedWhenDone)}
      ${fenced}`,
  }
}
