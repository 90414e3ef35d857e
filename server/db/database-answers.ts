import { sql } from 'kysely'
import type { Queryable } from './database.ts'

/** How long `SELECT 1` may take before the database counts as away. */
export const HEALTH_TIMEOUT_MS = 2000

/** Whether the database answers `SELECT 1` within `timeoutMs`. */
export async function databaseAnswers(
  db: Queryable,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  const answered = sql`SELECT 1`.execute(db).then(
    () => true,
    () => false,
  )
  try {
    return await Promise.race([answered, timedOut])
  } finally {
    clearTimeout(timer)
  }
}
