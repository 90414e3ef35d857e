// server/migrations/'s files from the source tree, or from inside the production bundle.

import { sql } from 'kysely'
import { readMigrations } from '#server/migrations'
import type { WaitlistDatabase } from './database.ts'

/** `server/migrations/NNNN_what.sql`: its version is the file's name without `.sql`. */
export type Migration = { version: string; sql: string }

/** Any fixed number: every process that migrates this database takes the same lock. */
const MIGRATION_LOCK = 7_261_726

/**
 * Applies the migrations this database has not had yet, each recorded in `schema_migrations`,
 * all in one transaction. Processes starting together take turns (an advisory lock), so each
 * migration runs once. Returns the versions it applied. The migrations stay plain SQL files; the
 * table types (tables.ts) are checked against what they make (tests/server/table-types.test.ts).
 */
export async function migrate(
  db: WaitlistDatabase,
  migrations: Migration[] = readMigrations(),
): Promise<string[]> {
  return db.kysely.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx)
    await tx.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('version', 'text', (column) => column.primaryKey())
      .addColumn('applied_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute()
    const rows = await tx.selectFrom('schema_migrations').select('version').execute()
    const applied = new Set(rows.map((row) => row.version))
    const pending = migrations.filter((migration) => !applied.has(migration.version))
    for (const { version, sql: script } of pending) {
      await db.runScript(tx, script)
      await tx.insertInto('schema_migrations').values({ version }).execute()
    }
    return pending.map((migration) => migration.version)
  })
}
