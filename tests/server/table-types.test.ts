// @vitest-environment node
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DataType, Writes } from '../../server/db/columns.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { tables } from '../../server/db/tables.ts'
import { DATABASES, openOwnTestDatabase } from './test-servers.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

type Described = { dataType: DataType | string; nullable: boolean; writes: Writes }

/** A column of `information_schema.columns`, as far as the table types say anything of it. */
type SchemaColumn = {
  table_name: string
  column_name: string
  data_type: string
  is_nullable: 'YES' | 'NO'
  column_default: string | null
  is_generated: 'ALWAYS' | 'NEVER'
}

function writesOf(column: SchemaColumn): Writes {
  if (column.is_generated === 'ALWAYS') return 'never'
  return column.column_default === null ? 'always' : 'defaulted'
}

/** Every table of the migrated database, and each of its columns. */
async function migratedTables(db: WaitlistDatabase) {
  const { rows } = await sql<SchemaColumn>`SELECT table_name, column_name, data_type, is_nullable,
      column_default, is_generated
    FROM information_schema.columns WHERE table_schema = current_schema()`.execute(db.kysely)
  const migrated: Record<string, Record<string, Described>> = {}
  for (const column of rows) {
    const table = migrated[column.table_name] ?? {}
    table[column.column_name] = {
      dataType: column.data_type,
      nullable: column.is_nullable === 'YES',
      writes: writesOf(column),
    }
    migrated[column.table_name] = table
  }
  return migrated
}

/** Every table and column tables.ts declares. */
const declaredTables = () =>
  Object.fromEntries(
    Object.entries(tables).map(([table, columns]) => [
      table,
      Object.fromEntries(
        Object.entries(columns).map(([name, { dataType, nullable, writes }]) => [
          name,
          { dataType, nullable, writes },
        ]),
      ),
    ]),
  )

describe.each(DATABASES)('the table types on the $name', ({ databaseUrl }) => {
  let db: WaitlistDatabase | undefined
  beforeAll(async () => {
    db = await openOwnTestDatabase(databaseUrl)
  }, 60_000)
  afterAll(() => db?.close())

  it('declare every table and column the migrations make: its type, NULL or not, and who writes it', async () => {
    if (!db) throw new Error('the test database is not open')
    expect(declaredTables()).toEqual(await migratedTables(db))
  })
})
