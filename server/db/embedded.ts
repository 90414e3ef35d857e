import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Database, Queryable } from './database.ts'
import { makePrivateFolder, makeTreePrivate } from './private-folder.ts'

/**
 * An error after which PGlite cannot go on: its WebAssembly aborted, or Postgres said PANIC or
 * FATAL (in one process, the end of its only backend).
 */
export function isFatalEmbeddedError(error: unknown): boolean {
  if (error instanceof WebAssembly.RuntimeError) return true
  if (!(error instanceof Error)) return false
  if (/^Aborted\(/.test(error.message)) return true
  return 'severity' in error && (error.severity === 'PANIC' || error.severity === 'FATAL')
}

function queryable(
  db: PGlite | Transaction,
  watch: <T>(work: Promise<T>) => Promise<T>,
): Queryable {
  return {
    query: async (sql, params = []) =>
      (await watch(db.query<Record<string, unknown>>(sql, [...params]))).rows,
    exec: async (sql) => {
      await watch(db.exec(sql))
    },
  }
}

/**
 * PGlite: a real Postgres compiled to WebAssembly, running in this process, its files in
 * `dataDir` (or in memory when none is given), readable by this user only. One process at a
 * time may open a folder.
 */
export async function openEmbeddedDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) makePrivateFolder(dataDir)
  const db = dataDir ? new PGlite(dataDir) : new PGlite()
  await db.waitReady
  if (dataDir) makeTreePrivate(dataDir)
  let reportBroken: (error: Error) => void = () => {}
  const broken = new Promise<Error>((resolve) => {
    reportBroken = resolve
  })
  const watch = <T>(work: Promise<T>) =>
    work.catch((error: unknown) => {
      if (isFatalEmbeddedError(error) && error instanceof Error) reportBroken(error)
      throw error
    })
  return {
    kind: 'embedded',
    ...queryable(db, watch),
    transaction: (work) => watch(db.transaction((tx) => work(queryable(tx, watch)))),
    close: () => db.close(),
    broken,
  }
}
