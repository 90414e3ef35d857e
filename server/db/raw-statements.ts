import { CompiledQuery, type Kysely } from 'kysely'
import type { Queryable, Row } from './database.ts'
import type { Database } from './tables.ts'

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null

/** SQL text with `$1`… parameters, run through Kysely (the modules not yet moved to typed queries). */
export function rawStatements(
  kysely: Kysely<Database>,
  runScript: (tx: Kysely<Database>, script: string) => Promise<void>,
): Queryable {
  return {
    query: async (sql, params = []) =>
      (await kysely.executeQuery(CompiledQuery.raw(sql, [...params]))).rows.filter(isRow),
    exec: (script) => runScript(kysely, script),
    kysely,
  }
}
