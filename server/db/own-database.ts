import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { WaitlistDatabase } from './database.ts'
import { type DatabaseSetting, openDatabase } from './open-database.ts'

/**
 * A database of the caller's own, for tests and benches that must see no other run's rows: on the
 * Postgres server at `databaseUrl`, a schema of its own (the connection's search_path), dropped
 * at close; else the embedded one in `dataDir` (in memory without one).
 */
export async function openOwnDatabase(
  setting: Pick<DatabaseSetting, 'databaseUrl' | 'dataDir' | 'migrations'> & {
    /** Starts the schema's name, to tell whose it is on the server. */
    label: string
  },
): Promise<WaitlistDatabase> {
  const { databaseUrl, dataDir, label, migrations } = setting
  if (!databaseUrl) return openDatabase({ dataDir, migrations })
  const schema = `${label}_${randomUUID().replaceAll('-', '')}`
  const onServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    await client.query(sql).finally(() => client.end())
  }
  await onServer(`CREATE SCHEMA ${schema}`)
  const url = new URL(databaseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  const db = await openDatabase({ databaseUrl: url.href, migrations })
  return {
    ...db,
    async close() {
      await db.close()
      await onServer(`DROP SCHEMA ${schema} CASCADE`)
    },
  }
}
