import pg from 'pg'
import type { Database, Queryable } from './database.ts'

type Client = pg.Pool | pg.PoolClient

const statementNames = new Map<string, string>()

/** Each distinct statement is prepared once per connection, under a name of its own. */
function statementName(sql: string): string {
  let name = statementNames.get(sql)
  if (!name) {
    name = `restwell_${statementNames.size + 1}`
    statementNames.set(sql, name)
  }
  return name
}

export type ServerPool = {
  maxConnections: number
  /** Prepare each statement once per connection (not behind a transaction-mode pooler). */
  prepared: boolean
}

function queryable(client: Client, prepared: boolean): Queryable {
  return {
    query: async (sql, params = []) =>
      (
        await client.query<Record<string, unknown>>({
          name: prepared ? statementName(sql) : undefined,
          text: sql,
          values: [...params],
        })
      ).rows,
    exec: async (sql) => {
      await client.query(sql)
    },
  }
}

/**
 * A Postgres server (self-hosted, Neon, Supabase, RDS…) at `url`, through a pool of connections:
 * app processes hold no state of their own, so any number of them can share one database.
 */
export async function openServerDatabase(
  url: string,
  { maxConnections, prepared }: ServerPool = { maxConnections: 20, prepared: true },
): Promise<Database> {
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
  return {
    kind: 'server',
    ...queryable(pool, prepared),
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await work(queryable(client, prepared))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
    // Each query opens a new connection when the server is back: a pool is never beyond repair.
    broken: new Promise<Error>(() => {}),
  }
}
