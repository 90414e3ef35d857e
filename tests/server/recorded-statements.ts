import { type CompiledQuery, type KyselyPlugin, PostgresQueryCompiler } from 'kysely'
import type { Queryable } from '../../server/db/database.ts'

/**
 * `db`, with every statement sent through it (or a transaction of it) written down in order, as
 * the database receives it: its SQL and its parameters. A statement `failure` gives an error for
 * fails with it instead of reaching the database (the database away).
 */
export function recordedStatements(
  db: Queryable,
  failure: (sql: string) => Error | undefined = () => undefined,
) {
  const statements: CompiledQuery[] = []
  const compiler = new PostgresQueryCompiler()
  const recorder: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      const statement = compiler.compileQuery(node, queryId)
      statements.push(statement)
      const failed = failure(statement.sql)
      if (failed) throw failed
      return node
    },
    transformResult: async ({ result }) => result,
  }
  return { db: db.withPlugin(recorder), statements }
}
