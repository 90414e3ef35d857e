import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely'
import type pg from 'pg'

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

const COMMANDS = ['UPDATE', 'DELETE', 'INSERT', 'SELECT', 'MERGE', 'COMMIT', 'ROLLBACK'] as const
type Command = (typeof COMMANDS)[number]
const isCommand = (command: string): command is Command => COMMANDS.some((c) => c === command)

/**
 * A pg connection that prepares each statement Kysely sends under a name, once per connection:
 * Postgres parses and plans a statement the first time only. Kysely's own driver sends every
 * statement unnamed (decision 0058).
 */
class NamedStatementClient implements PostgresPoolClient {
  constructor(private readonly client: pg.PoolClient) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>
  query<R>(
    sql: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sql !== 'string') throw new Error('Streaming rows is not used here.')
    // A statement with no parameters (BEGIN, a migration's script) goes as it is.
    const name = parameters.length > 0 ? statementName(sql) : undefined
    return this.client
      .query({ name, text: sql, values: [...parameters] })
      .then(({ command, rowCount, rows }) => ({
        command: isCommand(command) ? command : 'SELECT',
        rowCount: rowCount ?? 0,
        rows,
      }))
  }

  release(destroy?: boolean) {
    this.client.release(destroy)
  }
}

/** `pool` for Kysely's PostgresDialect, with every statement prepared under its name. */
export const namedStatementPool = (pool: pg.Pool): PostgresPool => ({
  connect: async () => new NamedStatementClient(await pool.connect()),
  end: () => pool.end(),
})
