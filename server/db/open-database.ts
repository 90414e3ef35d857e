import type { WaitlistDatabase } from './database.ts'
import { type Migration, migrate } from './migrate.ts'
import type { ServerPool } from './server.ts'

export type DatabaseSetting = {
  databaseUrl?: string
  dataDir?: string
  serverPool?: ServerPool
  /** The migrations to apply: every one in server/migrations/ unless a test says otherwise. */
  migrations?: Migration[]
}

/**
 * The waitlist's database, migrated: the Postgres server at `databaseUrl` when one is given, else
 * the embedded one in `dataDir`. Each is imported only when chosen, so a serverless bundle with
 * DATABASE_URL never loads PGlite.
 */
export async function openDatabase(setting: DatabaseSetting): Promise<WaitlistDatabase> {
  const { databaseUrl, dataDir } = setting
  const db = databaseUrl
    ? await import('./server.ts').then((module) =>
        module.openServerDatabase(databaseUrl, setting.serverPool),
      )
    : await import('./embedded.ts').then((module) => module.openEmbeddedDatabase(dataDir))
  try {
    await migrate(db, setting.migrations)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
