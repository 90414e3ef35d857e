import { readdirSync, readFileSync } from 'node:fs'
import type { Migration } from './migrate.ts'

export const MIGRATIONS_DIR = new URL('../migrations/', import.meta.url)

/**
 * `server/migrations/NNNN_what.sql`, in the order of their numbers, read from the source tree.
 * The production build reads them here once and keeps them in its bundle (built-migrations.ts).
 */
export function readMigrations(dir: URL = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: file.replace(/\.sql$/, ''),
      sql: readFileSync(new URL(file, dir), 'utf8'),
    }))
}
