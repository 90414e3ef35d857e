import { randomBytes } from 'node:crypto'
import type { Queryable } from './database.ts'

/**
 * A secret kept in the database (`server_secrets`), made by the first process that asks for it:
 * every process on one database signs and hashes with the same one, and nothing is to configure.
 */
export async function serverSecret(db: Queryable, name: string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute()
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow()
  return row.value
}
