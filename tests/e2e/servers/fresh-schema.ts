// `tsx tests/e2e/servers/fresh-schema.ts`: makes SERVER_SITE's schema on the Postgres server
// afresh (SERVER_SITE_DATABASE), as the embedded database starts from an empty folder. Run by
// playwright.config.ts before the site starts; the server's migrations then fill it.
import pg from 'pg'
import { SERVER_SITE_DATABASE } from './test-sites.ts'

if (SERVER_SITE_DATABASE) {
  const { serverUrl, schema } = SERVER_SITE_DATABASE
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  const name = client.escapeIdentifier(schema)
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`)
    await client.query(`CREATE SCHEMA ${name}`)
  } finally {
    await client.end()
  }
}
