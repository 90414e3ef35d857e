// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MAX_FORM_FIELDS, SMALL_BODY_BYTES } from '../../server/body-limits.ts'
import { loadContent } from '../../server/content.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { formPostPages } from '../../server/pages/form-page.tsx'
import { BODY_ROUTES, SMALL_BODY_ROUTES } from './body-routes.ts'
import {
  DATABASES,
  openTestDatabase,
  SITE_ORIGIN,
  startTestServer,
  type TestMail,
  type TestServer,
  testDashboard,
  testMail,
} from './test-servers.ts'

vi.setConfig({ testTimeout: 30_000 })

/** A form posted from the site's own page. */
const postForm = (server: TestServer, path: string, body: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN },
    body,
    redirect: 'manual',
  })

/** A form of `count` parameters, each `name=x`. */
const formOf = (count: number, name = 'a') => Array(count).fill(`${name}=x`).join('&')

describe.each(DATABASES)('the limits on what a request may send, on the $name', ({
  databaseUrl,
}) => {
  let db: WaitlistDatabase
  let mail: TestMail
  let server: TestServer
  beforeAll(async () => {
    db = await openTestDatabase(databaseUrl)
    mail = testMail(db, 'smtp://127.0.0.1:9', () => new Date())
    server = await startTestServer(db, {
      mail,
      formPages: formPostPages(loadContent()),
      dashboard: testDashboard(db),
    })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    mail?.close()
    await db?.close()
  })

  it.each(
    BODY_ROUTES,
  )(`refuses a form of more than ${MAX_FORM_FIELDS} parameters to %s (413), before it is parsed`, async (path) => {
    // `a&a&a…` costs a parser the most per byte: 101 of them are 201 bytes.
    expect(
      (await postForm(server, path, formOf(MAX_FORM_FIELDS + 1).replaceAll('=x', ''))).status,
    ).toBe(413)
    expect((await postForm(server, path, formOf(MAX_FORM_FIELDS + 1))).status).toBe(413)
    expect((await postForm(server, path, formOf(MAX_FORM_FIELDS))).status).not.toBe(413)
  })

  it.each(
    SMALL_BODY_ROUTES,
  )(`takes at most ${SMALL_BODY_BYTES / 1024} KB at %s, where a token is all it needs`, async (path) => {
    const token = `token=${'t'.repeat(SMALL_BODY_BYTES - 'token='.length)}`
    expect((await postForm(server, path, token)).status).not.toBe(413)
    expect((await postForm(server, path, `${token}t`)).status).toBe(413)
  })
})
