// server/migrations/'s files from the source tree, or from inside the production bundle.
import { readMigrations } from '#server/migrations'
import type { WaitlistDatabase } from './database.ts'

/** `server/migrations/NNNN_what.sql`: its version is the file's name without `.sql`. */
export type Migration = { version: string; sql: string }

/** Any fixed number: every process that migrates this database takes the same lock. */
const MIGRATION_LOCK = 7_261_726

/**
 * Applies the migrations this database has not had yet, each recorded in `schema_migrations`,
 * all in one transaction. Processes starting together take turns (an advisory lock), so each
 * migration runs once. Returns the versions it applied.
 */
export async function migrate(
  db: WaitlistDatabase,
  migrations: Migration[] = readMigrations(),
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`)
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    )
    const rows = await tx.query('SELECT version FROM schema_migrations')
    const applied = new Set(rows.map((row) => String(row.version)))
    const pending = migrations.filter((migration) => !applied.has(migration.version))
    for (const { version, sql } of pending) {
      await tx.exec(sql)
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version])
    }
    return pending.map((migration) => migration.version)
  })
}
