import { z } from 'zod'
import { rawSql } from '../../scripts/raw-sql.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'

/**
 * DATABASE_URL for another process that is to share `db`, a database of a test's own
 * (openOwnTestDatabase): on the Postgres server at `databaseUrl`, the URL of its schema.
 */
export async function ownDatabaseUrl(db: WaitlistDatabase, databaseUrl: string): Promise<string> {
  const [row] = await rawSql(db).query('SELECT current_schema() AS schema')
  const url = new URL(databaseUrl)
  url.searchParams.set('options', `-c search_path=${z.string().parse(row?.schema)}`)
  return url.href
}
