// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MAX_BODY_BYTES } from '../../server/body-limits.ts'
import { loadContent } from '../../server/content.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { type SignupRules, signupRules } from '../../server/waitlist/signup-rules.ts'
import { signupStore } from '../../server/waitlist/signup-store.ts'
import { postJson, RECEIVED, signupBody, storedFields, uniqueEmail } from './signup-requests.ts'
import {
  ADMIN_TOKEN,
  DATABASES,
  openTestDatabase,
  SITE_ORIGIN,
  startTestServer,
  type TestServer,
  useTestDatabase,
} from './test-servers.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const emailField = loadContent().forms.waitlist.fields.find((field) => field.name === 'email')

describe.each(DATABASES)('POST /api/waitlist on the $name', ({ databaseUrl }) => {
  let db: WaitlistDatabase
  let server: TestServer
  beforeAll(async () => {
    db = await openTestDatabase(databaseUrl)
    server = await startTestServer(db)
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await db?.close()
  })

  it('stores a sign-up as one row: every field, its source, its spam flags and its quiz match', async () => {
    const email = uniqueEmail()
    const body = signupBody(email, {
      spam: { honeypotFilled: true, submittedTooFast: false },
      match: 'deep-tissue',
    })
    const response = await postJson(server.url, body, { 'idempotency-key': body.idempotencyKey })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual(RECEIVED)
    const rows = (await signupStore(db).list()).filter((row) => row.email === email)
    expect(rows).toEqual([
      expect.objectContaining({
        fields: storedFields(body.fields),
        quiz_match: 'deep-tissue',
        utm: { utm_source: 'newsletter' },
        referrer: 'https://news.example/',
        landing_path: '/our-story',
        honeypot_filled: true,
        submitted_too_fast: false,
        signed_up_at: new Date(body.createdAt),
      }),
    ])
  })

  it('gives the same key the same answer and keeps one row', async () => {
    const body = signupBody(uniqueEmail())
    const answers = []
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await postJson(server.url, body)
      answers.push([response.status, await response.json()])
    }
    expect(answers).toEqual(Array(3).fill([202, RECEIVED]))
    // The same request sent again is given the same link.
    expect(new Set(answers.map(([, answer]) => answer.referralLink)).size).toBe(1)
    expect(await server.rowsWith('idempotency_key', [body.idempotencyKey])).toBe(1)
  })

  it('answers the same email from another browser (any case, spaces) as a new one, and writes no second row', async () => {
    const email = uniqueEmail()
    expect((await postJson(server.url, signupBody(email))).status).toBe(202)
    const again = await postJson(server.url, signupBody(`  ${email.toUpperCase()} `))
    expect(again.status).toBe(202)
    expect(await again.json()).toEqual(RECEIVED)
    expect(await server.rowsWith('email', [email])).toBe(1)
  })

  it('leaves exactly 10 rows after 50 concurrent POSTs carrying 10 idempotency keys', async () => {
    const bodies = Array.from({ length: 10 }, () => signupBody(uniqueEmail('burst')))
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => postJson(server.url, bodies[index % 10])),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(202))
    const keys = bodies.map((body) => body.idempotencyKey)
    expect(await server.rowsWith('idempotency_key', keys)).toBe(10)
  })

  it('keeps one row when one email races in under different keys', async () => {
    const email = uniqueEmail('race')
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => postJson(server.url, signupBody(email))),
    )
    const outcomes = await Promise.all(responses.map((response) => response.json()))
    expect(outcomes).toEqual(Array(8).fill(RECEIVED))
    expect(await server.rowsWith('email', [email])).toBe(1)
  })

  it('answers 409 to a key reused with another body, and the first answer to the first body again', async () => {
    const body = signupBody(uniqueEmail('first'))
    expect((await postJson(server.url, body)).status).toBe(202)
    const otherEmail = uniqueEmail('second')
    const other = { ...signupBody(otherEmail), idempotencyKey: body.idempotencyKey }
    const reused = await postJson(server.url, other)
    expect([reused.status, (await reused.json()).error]).toEqual([409, 'idempotency-key-reused'])
    const again = await postJson(server.url, body)
    expect([again.status, await again.json()]).toEqual([202, RECEIVED])
    expect(await server.rowsWith('idempotency_key', [body.idempotencyKey])).toBe(1)
    expect(await server.rowsWith('email', [otherEmail])).toBe(0)
  })

  it('answers a retry the first answer after a deploy added a form field (the request, not its reading, is the sign-up)', async () => {
    const body = signupBody(uniqueEmail('retried'))
    expect((await postJson(server.url, body)).status).toBe(202)
    // The answer was lost; meanwhile a maintainer added an optional field and it was deployed.
    const content = loadContent()
    const waitlist = content.forms.waitlist
    const withCity = {
      ...content,
      forms: {
        ...content.forms,
        waitlist: {
          ...waitlist,
          fields: [
            ...waitlist.fields,
            { name: 'city', kind: 'text' as const, label: 'City', required: false, messages: {} },
          ],
        },
      },
    }
    const deployed = await startTestServer(db, { rules: signupRules(withCity) })
    const retried = await postJson(deployed.url, body)
    await deployed.close()
    expect([retried.status, await retried.json()]).toEqual([202, RECEIVED])
  })

  it('stores one sign-up for 20 parallel requests under one key with 20 emails: one 2xx, 19 409s', async () => {
    const key = crypto.randomUUID()
    const bodies = Array.from({ length: 20 }, () => ({
      ...signupBody(uniqueEmail('same-key')),
      idempotencyKey: key,
    }))
    const responses = await Promise.all(bodies.map((body) => postJson(server.url, body)))
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([202, ...Array(19).fill(409)])
    expect(await server.rowsWith('idempotency_key', [key])).toBe(1)
  })

  it('answers 422 (not retried), logging the key and no email, when the database refuses a row the rules let through', async () => {
    const rules = signupRules(loadContent())
    // Rules that miss a NUL, as a gap in them would: the database is the last line.
    const leaky: SignupRules = {
      ...rules,
      check: (body, key) => {
        const checked = rules.check(body, key)
        if (!checked.ok) return checked
        const fields = { ...checked.signup.fields, name: 'A\u0000na' }
        return { ok: true, signup: { ...checked.signup, fields } }
      },
    }
    const leaking = await startTestServer(db, { rules: leaky })
    const lines: string[] = []
    const errors = vi.spyOn(console, 'error').mockImplementation((line) => {
      lines.push(String(line))
    })
    const email = uniqueEmail('refused')
    const body = signupBody(email)
    const response = await postJson(leaking.url, body)
    errors.mockRestore()
    await leaking.close()
    expect([response.status, (await response.json()).error]).toEqual([422, 'not-storable'])
    expect(await server.rowsWith('email', [email])).toBe(0)
    expect(lines).toEqual([expect.stringContaining(body.idempotencyKey)])
    expect(lines.join('\n')).not.toContain(email)
  })

  describe('refuses bad input with its status and a JSON message, storing nothing', () => {
    async function refused(email: string, response: Response) {
      const answer = await response.json()
      expect(await server.rowsWith('email', [email])).toBe(0)
      return { status: response.status, ...answer }
    }

    it(`413 for a body over ${MAX_BODY_BYTES / 1024} KB`, async () => {
      const email = uniqueEmail()
      const body = signupBody(email, { fields: { name: 'A'.repeat(MAX_BODY_BYTES), email } })
      expect(await refused(email, await postJson(server.url, body))).toMatchObject({
        status: 413,
        error: 'too-large',
      })
    })

    it('415 for another content type, 400 for a body that is not JSON', async () => {
      const email = uniqueEmail()
      const asText = await postJson(server.url, signupBody(email), { 'content-type': 'text/plain' })
      expect(await refused(email, asText)).toMatchObject({ status: 415 })
      const broken = await postJson(server.url, `${JSON.stringify(signupBody(email)).slice(0, -1)}`)
      expect(await refused(email, broken)).toMatchObject({ status: 400, error: 'not-json' })
    })

    it('422 naming the email when it is missing, with the form’s own message', async () => {
      const email = uniqueEmail()
      const body = signupBody(email, { fields: { name: 'Ana', userType: 'client' } })
      expect(await refused(email, await postJson(server.url, body))).toEqual({
        status: 422,
        error: 'invalid-field',
        field: 'email',
        message: emailField?.messages.required,
      })
    })

    it('422 naming the email when it is malformed', async () => {
      const body = signupBody('not-an-email')
      const response = await postJson(server.url, body)
      expect(await refused('not-an-email', response)).toEqual({
        status: 422,
        error: 'invalid-field',
        field: 'email',
        message: emailField?.messages.invalid,
      })
    })

    it('422 naming the email when its domain has no dot (a typo of jamie@gmail.com), storing nothing', async () => {
      for (const email of ['jamie@example', 'jamie@gmail']) {
        const response = await postJson(server.url, signupBody(email))
        expect(await refused(email, response)).toEqual({
          status: 422,
          error: 'invalid-field',
          field: 'email',
          message: emailField?.messages.invalid,
        })
      }
    })

    it('422 naming the field for a value that is not one of a select’s options', async () => {
      const email = uniqueEmail()
      const body = signupBody(email, { fields: { name: 'Ana', email, userType: 'landlord' } })
      expect(await refused(email, await postJson(server.url, body))).toMatchObject({
        status: 422,
        error: 'invalid-field',
        field: 'userType',
      })
    })

    it('422 for a field the form does not define, and for a match the quiz cannot give', async () => {
      const email = uniqueEmail()
      const unknownField = signupBody(email, { fields: { name: 'Ana', email, age: '40' } })
      expect(await refused(email, await postJson(server.url, unknownField))).toMatchObject({
        status: 422,
        error: 'unknown-field',
        field: 'age',
      })
      const unknownMatch = signupBody(email, { match: 'reiki' })
      expect(await refused(email, await postJson(server.url, unknownMatch))).toMatchObject({
        status: 422,
        field: 'match',
      })
    })

    it('400 for a time that is no ISO time; 422 naming the field for a NUL in a field, 400 in the envelope', async () => {
      const email = uniqueEmail()
      const badTime = await postJson(server.url, signupBody(email, { createdAt: 'March 7' }))
      expect(await refused(email, badTime)).toMatchObject({ status: 400, field: 'createdAt' })
      const nul = signupBody(email, { fields: { name: 'A\u0000na', email } })
      expect(await refused(email, await postJson(server.url, nul))).toMatchObject({
        status: 422,
        field: 'name',
      })
      const source = { utm: { 'utm_\u0000': 'x' }, referrer: '', landingPath: '/' }
      const inEnvelope = signupBody(email, { source })
      expect(await refused(email, await postJson(server.url, inEnvelope))).toMatchObject({
        status: 400,
        field: 'source.utm',
      })
    })

    it('400 when the Idempotency-Key header and the body disagree', async () => {
      const email = uniqueEmail()
      const response = await postJson(server.url, signupBody(email), {
        'idempotency-key': 'another-key-1',
      })
      expect(await refused(email, response)).toMatchObject({ status: 400 })
    })
  })

  describe('CORS', () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/api/waitlist`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, idempotency-key',
        },
      })

    it('lets the site’s origin send, preflight included', async () => {
      const answer = await preflight(SITE_ORIGIN)
      expect(answer.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN)
      expect(answer.headers.get('access-control-allow-headers')).toContain('idempotency-key')
      const post = await postJson(server.url, signupBody(uniqueEmail()), { origin: SITE_ORIGIN })
      expect(post.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN)
    })

    it('gives another origin no CORS headers at all', async () => {
      const evil = 'https://evil.example'
      for (const answer of [
        await preflight(evil),
        await postJson(server.url, signupBody(uniqueEmail()), { origin: evil }),
      ]) {
        const cors = [...answer.headers.keys()].filter((name) => name.startsWith('access-control-'))
        expect(cors).toEqual([])
      }
    })
  })

  describe('the CSV export', () => {
    const exportCsv = (authorization?: string) =>
      fetch(`${server.url}/api/waitlist/export.csv`, {
        headers: authorization ? { authorization } : {},
      })

    it('answers 401 without the admin token and with a wrong one', async () => {
      expect((await exportCsv()).status).toBe(401)
      expect((await exportCsv('Bearer wrong-token')).status).toBe(401)
      expect((await exportCsv(ADMIN_TOKEN)).status).toBe(401)
    })

    it('neutralizes a cell a spreadsheet would run as a formula', async () => {
      const email = uniqueEmail()
      const hostile = '=HYPERLINK("https://evil.example","Click")'
      await postJson(server.url, signupBody(email, { fields: { name: hostile, email } }))
      const csv = await (await exportCsv(`Bearer ${ADMIN_TOKEN}`)).text()
      const line = csv.split('\r\n').find((row) => row.includes(email))
      expect(line).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`)
      expect(line).not.toContain(`,"=HYPERLINK`)
    })
  })
})

describe('limits and the owner’s token', () => {
  const db = useTestDatabase(undefined)

  it('answers 429 with Retry-After once one address sends too many', async () => {
    const server = await startTestServer(db(), { rateLimit: { limit: 2, windowMs: 60_000 } })
    const statuses = []
    for (let index = 0; index < 3; index++) {
      const response = await postJson(server.url, signupBody(uniqueEmail()))
      statuses.push(response.status)
      if (response.status === 429)
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    await server.close()
    expect(statuses).toEqual([202, 202, 429])
  })

  it('has no export at all (404) when no admin token is set', async () => {
    const server = await startTestServer(db(), { adminToken: undefined })
    const response = await fetch(`${server.url}/api/waitlist/export.csv`, {
      headers: { authorization: 'Bearer anything' },
    })
    await server.close()
    expect(response.status).toBe(404)
  })

  it('lets the local token of npm run waitlist read the JSON list only', async () => {
    const local = 'local-token-of-this-process'
    const server = await startTestServer(db(), { adminToken: undefined, localToken: local })
    const read = (path: string, token?: string) =>
      fetch(`${server.url}/api/waitlist/${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }).then((response) => response.status)
    const statuses = [
      await read('export.json', local),
      await read('export.json'),
      await read('export.csv', local),
    ]
    await server.close()
    expect(statuses).toEqual([200, 401, 404])
  })

  it('takes the local token only from this machine: a loopback socket, not through a proxy', async () => {
    const local = 'local-token-of-this-process'
    const read = (server: TestServer, token: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/waitlist/export.json`, {
        headers: { authorization: `Bearer ${token}`, ...headers },
      }).then((response) => response.status)
    // A socket from another machine, as a server listening beyond loopback would see it.
    const remote = await startTestServer(db(), {
      localToken: local,
      socketAddressOf: () => '203.0.113.9',
    })
    const fromElsewhere = [await read(remote, local), await read(remote, ADMIN_TOKEN)]
    await remote.close()
    // A proxy on this machine: its socket is loopback, the visitor is not.
    const nearby = await startTestServer(db(), { localToken: local })
    const throughProxy = [
      await read(nearby, local, { 'x-forwarded-for': '203.0.113.9' }),
      await read(nearby, local, { forwarded: 'for=203.0.113.9' }),
      await read(nearby, local),
    ]
    await nearby.close()
    expect(fromElsewhere).toEqual([401, 200])
    expect(throughProxy).toEqual([401, 401, 200])
  })
})
