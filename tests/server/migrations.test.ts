// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { rawSql } from '../../scripts/raw-sql.ts'
import { openEmbeddedDatabase } from '../../server/db/embedded.ts'
import { migrate } from '../../server/db/migrate.ts'
import { readMigrations } from '../../server/db/migration-files.ts'
import { DATABASES, useTestDatabase } from './test-servers.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

describe('migrations on a database that has none yet', () => {
  it('run once when processes start together: the lock makes the others wait, then find them done', async () => {
    const db = await openEmbeddedDatabase()
    const applied = await Promise.all([migrate(db), migrate(db), migrate(db)])
    await db.close()
    const all = readMigrations().map((migration) => migration.version)
    expect(applied.filter((versions) => versions.length > 0)).toEqual([all])
  }, 60_000)
})

describe.each(DATABASES)('migrations on the $name', ({ databaseUrl }) => {
  const db = useTestDatabase(databaseUrl)

  it('records every migration once, in the migrations table', async () => {
    const rows = await rawSql(db()).query('SELECT version FROM schema_migrations ORDER BY version')
    expect(rows.map((row) => row.version)).toEqual(readMigrations().map((m) => m.version))
  })

  it('applies nothing again, even when processes start together', async () => {
    const applied = await Promise.all([migrate(db()), migrate(db()), migrate(db())])
    expect(applied).toEqual([[], [], []])
  })

  it('applies a new migration once, and rolls back one that fails', async () => {
    const version = `9999_probe_${Date.now()}`
    const probe = { version, sql: `CREATE TABLE IF NOT EXISTS "probe_${version}" (id int)` }
    expect(await migrate(db(), [...readMigrations(), probe])).toEqual([version])
    expect(await migrate(db(), [...readMigrations(), probe])).toEqual([])
    const broken = { version: `${version}_broken`, sql: 'CREATE TABLE oops (' }
    await expect(migrate(db(), [...readMigrations(), probe, broken])).rejects.toThrow()
    const recorded = await rawSql(db()).query(
      'SELECT 1 FROM schema_migrations WHERE version = $1',
      [broken.version],
    )
    expect(recorded).toEqual([])
    await rawSql(db()).exec(`DROP TABLE "probe_${version}"`)
    await rawSql(db()).query('DELETE FROM schema_migrations WHERE version = $1', [version])
  })
})
