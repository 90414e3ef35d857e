import type { Kysely } from 'kysely'
import type { Database } from './tables.ts'

/**
 * What runs queries, typed by the waitlist's tables (tables.ts): the database, or one
 * transaction of it (Kysely's `Transaction` is a `Kysely`).
 */
export type Queryable = Kysely<Database>

/**
 * The waitlist's Postgres: embedded (PGlite, in this process) or a server (DATABASE_URL). The
 * code above this line cannot tell them apart.
 */
export type WaitlistDatabase = {
  kind: 'embedded' | 'server'
  /** Queryable queries; `kysely.transaction()` runs work on one connection (decision 0058). */
  kysely: Queryable
  /** A script of several statements (a migration), in the transaction `tx`. */
  runScript: (tx: Queryable, script: string) => Promise<void>
  close: () => Promise<void>
  /**
   * Settles when this database can answer no more (PGlite aborted after a failed write): the
   * process should end, so its supervisor starts a fresh one on the intact files.
   */
  broken: Promise<Error>
}
