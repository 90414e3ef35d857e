import { PGlite, types } from '@electric-sql/pglite'
import { Kysely } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import type { WaitlistDatabase } from './database.ts'
import { makePrivateFolder, makeTreePrivate } from './private-folder.ts'
import type { Database } from './tables.ts'

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

/**
 * PGlite: a real Postgres compiled to WebAssembly, running in this process, its files in
 * `dataDir` (or in memory when none is given), readable by this user only. One process at a
 * time may open a folder. Kysely reaches it through kysely-pglite-dialect, which hands its one
 * connection to one query or transaction at a time (decision 0058).
 */
export async function openEmbeddedDatabase(dataDir?: string): Promise<WaitlistDatabase> {
  if (dataDir) makePrivateFolder(dataDir)
  // A bigint as a string, as pg gives it: the code reads the same values from both (columns.ts).
  const options = { parsers: { [types.INT8]: (value: string) => value } }
  const pglite = dataDir ? new PGlite(dataDir, options) : new PGlite(options)
  await pglite.waitReady
  if (dataDir) makeTreePrivate(dataDir)
  let reportBroken: (error: Error) => void = () => {}
  const broken = new Promise<Error>((resolve) => {
    reportBroken = resolve
  })
  const watch = (error: unknown) => {
    if (isFatalEmbeddedError(error) && error instanceof Error) reportBroken(error)
  }
  const kysely = new Kysely<Database>({
    dialect: new PGliteDialect(pglite),
    // Kysely logs every failed statement here, BEGIN and COMMIT included.
    log: (event) => {
      if (event.level === 'error') watch(event.error)
    },
  })
  // PGlite is one session: a script run while a transaction holds the connection runs in it.
  const runScript = async (_tx: Kysely<Database>, script: string) => {
    await pglite.exec(script).catch((error: unknown) => {
      watch(error)
      throw error
    })
  }
  return {
    kind: 'embedded',
    kysely,
    runScript,
    close: () => kysely.destroy(),
    broken,
  }
}
