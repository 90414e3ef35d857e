// The migrations in the production build: read from server/migrations/ by `npm run build` and kept
// inside the bundle, so the bundle reads no file of the source tree. It stands in for
// migration-files.ts there (package.json "imports", condition "server-bundle"; decision 0051).
import builtMigrations from 'virtual:server/migrations'
import { z } from 'zod'
import type { Migration } from './migrate.ts'

const migrationList = z.array(
  z.strictObject({ version: z.string(), sql: z.string() }),
) satisfies z.ZodType<Migration[]>

export function readMigrations(): Migration[] {
  return migrationList.parse(builtMigrations)
}
