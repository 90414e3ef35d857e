import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { Queryable } from './database.ts'

/**
 * A secret kept in the database (`server_secrets`), made by the first process that asks for it:
 * every process on one database signs and hashes with the same one, and nothing is to configure.
 */
export async function serverSecret(db: Queryable, name: string): Promise<string> {
  await db.query(
    'INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, randomBytes(32).toString('base64url')],
  )
  const [row] = await db.query('SELECT value FROM server_secrets WHERE name = $1', [name])
  return z.object({ value: z.string() }).parse(row).value
}
