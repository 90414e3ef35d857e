import { mkdirSync } from 'node:fs'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Database, Queryable } from './database.ts'

function queryable(db: PGlite | Transaction): Queryable {
  return {
    query: async (sql, params = []) =>
      (await db.query<Record<string, unknown>>(sql, [...params])).rows,
    exec: async (sql) => {
      await db.exec(sql)
    },
  }
}

/**
 * PGlite: a real Postgres compiled to WebAssembly, running in this process, its files in
 * `dataDir` (or in memory when none is given). One process at a time may open a folder.
 */
export async function openEmbeddedDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const db = dataDir ? new PGlite(dataDir) : new PGlite()
  await db.waitReady
  return {
    kind: 'embedded',
    ...queryable(db),
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    close: () => db.close(),
  }
}
