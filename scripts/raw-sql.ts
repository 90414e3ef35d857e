import { CompiledQuery } from 'kysely'
import type { WaitlistDatabase } from '../server/db/database.ts'

/** A row as the database returns it, unchecked. */
export type RawRow = Record<string, unknown>

const isRow = (value: unknown): value is RawRow => typeof value === 'object' && value !== null

/**
 * SQL text with `$1`… parameters, run through the database's Kysely: for tests and benches that
 * seed or inspect tables the way no server module does. The server's own queries are typed
 * (decision 0058).
 */
export function rawSql(db: WaitlistDatabase) {
  return {
    query: async (sql: string, params: readonly unknown[] = []): Promise<RawRow[]> =>
      (await db.kysely.executeQuery(CompiledQuery.raw(sql, [...params]))).rows.filter(isRow),
    /** A script of several statements without parameters. */
    exec: (script: string) => db.runScript(db.kysely, script),
  }
}
