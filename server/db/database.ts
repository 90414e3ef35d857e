import type { Kysely } from 'kysely'
import type { Database } from './tables.ts'

/** A row as the database returns it; each reader checks the columns it needs (signup-store.ts). */
export type Row = Record<string, unknown>

/** What runs SQL: the database itself, or one transaction of it. Parameters only, never text. */
export type Queryable = {
  /** One statement, with `$1`, `$2`… parameters. */
  query: (sql: string, params?: readonly unknown[]) => Promise<Row[]>
  /** A script of several statements without parameters (migrations). */
  exec: (sql: string) => Promise<void>
  /** The same database, or transaction, for typed queries. */
  kysely: Typed
}

/** Typed queries on the waitlist's tables (tables.ts): the database, or one transaction of it. */
export type Typed = Kysely<Database>

/**
 * The waitlist's Postgres: embedded (PGlite, in this process) or a server (DATABASE_URL). The
 * code above this line cannot tell them apart.
 */
export type WaitlistDatabase = Queryable & {
  kind: 'embedded' | 'server'
  /** A script of several statements (a migration), in the transaction `tx`. */
  runScript: (tx: Typed, script: string) => Promise<void>
  /** Runs `work` in one transaction on one connection: committed if it resolves, else rolled back. */
  transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>
  close: () => Promise<void>
  /**
   * Settles when this database can answer no more (PGlite aborted after a failed write): the
   * process should end, so its supervisor starts a fresh one on the intact files.
   */
  broken: Promise<Error>
}
