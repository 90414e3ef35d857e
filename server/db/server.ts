import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import type { WaitlistDatabase } from './database.ts'
import { namedStatementPool } from './named-statements.ts'
import type { Database } from './tables.ts'

export type ServerPool = {
  maxConnections: number
  /** Prepare each statement once per connection (not behind a transaction-mode pooler). */
  prepared: boolean
}

/**
 * A Postgres server (self-hosted, Neon, Supabase, RDS…) at `url`, through a pool of connections:
 * app processes hold no state of their own, so any number of them can share one database.
 */
export async function openServerDatabase(
  url: string,
  { maxConnections, prepared }: ServerPool = { maxConnections: 20, prepared: true },
): Promise<WaitlistDatabase> {
  // A server that does not answer fails the request (503) rather than holding it.
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    connectionTimeoutMillis: 5000,
    // A server gone without a word (a host down, a dropped route) fails the query rather than
    // holding it until TCP gives up minutes later; keepalive notices an idle connection's end.
    query_timeout: 10_000,
    keepAlive: true,
  })
  // A connection that dies while idle (the server restarted, a host dropped it) is replaced on
  // the next query; unheard, pg's error would end the process.
  pool.on('error', (error) => console.error(`Postgres: ${error.message}`))
  // Fail at start, with the server's own words, rather than on the first sign-up.
  await pool.query('SELECT 1')
  const kysely = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: prepared ? namedStatementPool(pool) : pool }),
  })
  // Without parameters, pg sends the script as one simple query: several statements may go.
  const runScript = async (tx: Kysely<Database>, script: string) => {
    await sql.raw(script).execute(tx)
  }
  return {
    kind: 'server',
    kysely,
    runScript,
    close: () => kysely.destroy(),
    // Each query opens a new connection when the server is back: a pool is never beyond repair.
    broken: new Promise<Error>(() => {}),
  }
}
