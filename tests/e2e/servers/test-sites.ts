// Where the end-to-end tests find what they run against. E2E_PORT moves them all, so two runs
// can share a machine.
import { serverOutDir } from '../../../scripts/build-server.ts'

const PORT = Number(process.env.E2E_PORT ?? 4317)

/** The default build: sign-ups go to the browser console (docs/product.md). */
export const CONSOLE_SITE = `http://127.0.0.1:${PORT}`
/** The same site built with VITE_WAITLIST_ENDPOINT set to TEST_ENDPOINT's /signups. */
export const ENDPOINT_SITE = `http://127.0.0.1:${PORT + 1}`
/** The waitlist endpoint the tests start and steer (waitlist-endpoint-server.ts). */
export const TEST_ENDPOINT = `http://127.0.0.1:${PORT + 2}`
/** The site built from the shipped content with a maintainer's edits (tests/maintainer-edits). */
export const EDITED_SITE = `http://127.0.0.1:${PORT + 3}`
/**
 * The site with its own endpoint, as `npm run serve` runs it: dist/ and /api/waitlist on one
 * origin, over the embedded database, or the Postgres server at DATABASE_URL when that is set.
 */
export const SERVER_SITE = `http://127.0.0.1:${PORT + 4}`
/**
 * On a Postgres server (DATABASE_URL), SERVER_SITE's database: a schema of its own, made afresh
 * for each run (fresh-schema.ts) as the embedded database starts from an empty folder. Sharing
 * the server's default schema with the server's unit tests, the site found their mail in its
 * hourly mail ceiling and held its own confirmation emails for the next hour.
 */
export const SERVER_SITE_DATABASE = process.env.DATABASE_URL
  ? schemaOn(process.env.DATABASE_URL, `e2e_site_${PORT + 4}`)
  : undefined

function schemaOn(serverUrl: string, schema: string) {
  const url = new URL(serverUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return { serverUrl, schema, url: url.href }
}

/** SERVER_SITE's build folder; its database and dev mailbox are in `<dir>-data/`. */
export const SERVER_SITE_DIR = `${process.env.E2E_DIST ?? 'dist'}-api`
/** The production server that build made, which `npm run serve` runs (scripts/build-server.ts). */
export const SERVER_SITE_SERVER = `${serverOutDir(SERVER_SITE_DIR)}/node.js`
/** The admin token that server is started with, to read what it stored. */
export const SERVER_ADMIN_TOKEN = 'e2e-admin-token-4b1d'
/** A second port for the tests that stop and start a server of their own. */
export const RESTARTED_SERVER_PORT = PORT + 5
