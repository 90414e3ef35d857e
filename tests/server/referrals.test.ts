// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { REFERRAL_CODE } from '../../contract/referral-code.ts'
import { rawSql } from '../../scripts/raw-sql.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { type StoredSignup, signupStore } from '../../server/waitlist/signup-store.ts'
import { exportedRows } from './csv-export.ts'
import { codeOf, postJson, RECEIVED, signupBody, uniqueEmail } from './signup-requests.ts'
import { DATABASES, openTestDatabase, startTestServer, type TestServer } from './test-servers.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

describe.each(DATABASES)('referral codes on the $name', ({ databaseUrl }) => {
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

  /** A sign-up through the endpoint, arriving by `code`'s link when given: its personal link. */
  async function join(email: string, code?: string, changes: Record<string, unknown> = {}) {
    const base = signupBody(email)
    const body = code
      ? { ...base, source: { ...base.source, referralCode: code }, ...changes }
      : { ...base, ...changes }
    const response = await postJson(server.url, body)
    const answer = await response.json()
    expect([response.status, answer]).toEqual([202, RECEIVED])
    return String(answer.referralLink)
  }

  async function rowOf(email: string): Promise<StoredSignup> {
    const row = (await signupStore(db).list()).find((signup) => signup.email === email)
    if (!row) throw new Error(`${email} is not on the list`)
    return row
  }

  it('answers a new sign-up with its personal link, whose random code the list keeps as its own', async () => {
    const email = uniqueEmail('coded')
    const link = await join(email)
    const code = codeOf(link)
    expect(code).toMatch(REFERRAL_CODE)
    expect(link).toBe(`https://restwell.test/?ref=${code}`)
    expect(code).not.toContain(email.split('@')[0])
    expect((await rowOf(email)).referral_code).toBe(code)
    expect(codeOf(await join(uniqueEmail('coded')))).not.toBe(code)
  })

  it('keeps who referred a sign-up, by the referrer’s own code, whichever of their links was used', async () => {
    const referrer = uniqueEmail('referrer')
    const ownCode = codeOf(await join(referrer))
    // The referrer signed up again from another browser: a link of its own, crediting the same sign-up.
    const otherCode = codeOf(await join(referrer))
    expect(otherCode).not.toBe(ownCode)

    const friend = uniqueEmail('friend')
    const anotherFriend = uniqueEmail('friend')
    await join(friend, ownCode)
    await join(anotherFriend, otherCode)
    expect((await rowOf(friend)).referred_by).toBe(ownCode)
    expect((await rowOf(anotherFriend)).referred_by).toBe(ownCode)
    expect((await rowOf(referrer)).referred_by).toBeNull()
  })

  it('keeps a sign-up that arrived with a code nobody was given, credited to no one', async () => {
    const email = uniqueEmail('unknown-code')
    await join(email, 'NoSuchCode12')
    expect((await rowOf(email)).referred_by).toBeNull()
  })

  it('gives a request sent again the same link, and another request for a listed address a new one that is not its own', async () => {
    const email = uniqueEmail('listed')
    const body = signupBody(email)
    const first = await (await postJson(server.url, body)).json()
    const retried = await (await postJson(server.url, body)).json()
    expect(retried).toEqual(first)

    const again = signupBody(email)
    const other = await (await postJson(server.url, again)).json()
    const otherRetried = await (await postJson(server.url, again)).json()
    expect(other).toEqual(RECEIVED)
    expect(otherRetried).toEqual(other)
    expect(codeOf(other.referralLink)).not.toBe(codeOf(first.referralLink))
    expect(codeOf(other.referralLink)).not.toBe((await rowOf(email)).referral_code)
  })

  it('refuses (409) the key of a request for a listed address sent again for another address, which it does not list', async () => {
    const listed = uniqueEmail('listed')
    await join(listed)
    const again = signupBody(listed)
    expect((await postJson(server.url, again)).status).toBe(202)
    const someoneElse = uniqueEmail('someone-else')
    const reused = await postJson(server.url, {
      ...signupBody(someoneElse),
      idempotencyKey: again.idempotencyKey,
    })
    expect([reused.status, (await reused.json()).error]).toEqual([409, 'idempotency-key-reused'])
    expect(await server.rowsWith('email', [someoneElse])).toBe(0)
  })

  it('gives codes that no spreadsheet reads as a formula: the export’s code is the link’s, for 300 sign-ups', async () => {
    const links = new Map<string, string>()
    for (let batch = 0; batch < 15; batch++)
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          const email = uniqueEmail('exported')
          links.set(email, codeOf(await join(email)))
        }),
      )
    const exported = new Map(
      (await exportedRows(server)).map((row) => [row.email, row.referral_code]),
    )
    const differing = [...links].filter(([email, code]) => exported.get(email) !== code)
    expect(links.size).toBe(300)
    expect(differing).toEqual([])
  })

  it('still credits a code made before, of base64url, that starts with "-"', async () => {
    const referrer = uniqueEmail('old-code')
    await join(referrer)
    const oldCode = `-${crypto.randomUUID().replaceAll('-', '').slice(0, 11)}`
    const [row] = await rawSql(db).query(
      'SELECT idempotency_key FROM waitlist_signups WHERE email = $1',
      [referrer],
    )
    await rawSql(db).query(
      'INSERT INTO referral_codes (code, request_key, signup_key) VALUES ($1, $2, $3)',
      [oldCode, `old-${oldCode}`, row?.idempotency_key],
    )
    const friend = uniqueEmail('old-code-friend')
    await join(friend, oldCode)
    expect((await rowOf(friend)).referred_by).toBe((await rowOf(referrer)).referral_code)
  })
})
