/**
 * What the database's errors mean for a sign-up: a row it refuses (a data exception or an
 * integrity rule, SQLSTATE classes 22 and 23) fails alone and is not worth sending again; any
 * other error means the database is away, and the outbox tries again later.
 */

/** The SQLSTATE classes the log names (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
const SQLSTATE_CLASSES: Record<string, string> = {
  '08': 'connection exception',
  '22': 'data exception',
  '23': 'integrity constraint violation',
  '25': 'invalid transaction state',
  '40': 'transaction rollback',
  '42': 'syntax error or access rule violation',
  '53': 'insufficient resources',
  '54': 'program limit exceeded',
  '57': 'operator intervention',
  '58': 'system error',
  XX: 'internal error',
}

/** The error's SQLSTATE, when the database (pg or PGlite) gave one. */
export function sqlStateOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  const { code } = error
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined
}

/** Whether the database refused this row for what it holds, rather than being unable to write. */
export function refusesTheRow(error: unknown): boolean {
  const state = sqlStateOf(error)
  return state?.startsWith('22') === true || state?.startsWith('23') === true
}

/**
 * An error's kind, for the log: its SQLSTATE and class, or its name and code. Never its message,
 * which may quote what a visitor typed (Postgres quotes the value it could not read).
 */
export function errorKind(error: unknown): string {
  const state = sqlStateOf(error)
  if (state) return `SQLSTATE ${state} (${SQLSTATE_CLASSES[state.slice(0, 2)] ?? 'other'})`
  if (!(error instanceof Error)) return typeof error
  const code = 'code' in error && typeof error.code === 'string' ? ` ${error.code}` : ''
  // The frame it was thrown at, for a bug: a place in the code, no data.
  const frame = error.stack?.split('\n').find((line) => line.trim().startsWith('at '))
  return `${error.name}${code}${frame ? ` ${frame.trim()}` : ''}`
}

/** A sign-up the database refused for what it holds: answered 422, never sent again. */
export class RowRefusedError extends Error {
  override name = 'RowRefusedError'
  constructor(
    readonly signupId: string,
    cause: unknown,
  ) {
    super(`Sign-up ${signupId} refused by the database: ${errorKind(cause)}`)
  }
}
