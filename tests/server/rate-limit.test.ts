// @vitest-environment node
import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { nodeClientAddress } from '../../server/client-address.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { MATCH_EMAIL_PATH, NEW_LINK_PATH } from '../../server/mail/mail-links.ts'
import { postJson, signupBody, uniqueEmail } from './signup-requests.ts'
import {
  ADMIN_TOKEN,
  DATABASES,
  openTestDatabase,
  startTestServer,
  testMail,
} from './test-servers.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const PER_MINUTE = { limit: 20, windowMs: 60_000 }
const hex = () => randomInt(0x10000).toString(16)
/** A /64 of its own per test and run: the counters last in a database the runs share. */
const someNetwork = () => `2001:db8:${hex()}:${hex()}`
const someIpv4 = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

/** A sign-up from the client the proxy in front names in X-Forwarded-For. */
const signupVia = (url: string, forwardedFor: string) =>
  postJson(url, signupBody(uniqueEmail('limit')), { 'x-forwarded-for': forwardedFor })

async function statusesOf(requests: (() => Promise<Response>)[]) {
  const statuses = []
  for (const request of requests) statuses.push((await request()).status)
  return statuses
}

describe.each(DATABASES)('the rate limit on the $name', ({ databaseUrl }) => {
  let db: WaitlistDatabase
  beforeAll(async () => {
    db = await openTestDatabase(databaseUrl)
  }, 60_000)
  afterAll(() => db?.close())

  const behindOneProxy = { rateLimit: PER_MINUTE, addressOf: nodeClientAddress(1) }

  it('counts an IPv6 client per /64: 30 sign-ups from 30 of its addresses are limited', async () => {
    const server = await startTestServer(db, behindOneProxy)
    const network = someNetwork()
    const statuses = await statusesOf(
      Array.from({ length: 30 }, (_, index) => () => {
        const host = `${network}:${hex()}:${hex()}:${hex()}:${index.toString(16)}`
        // Its addresses written in every form a client or proxy might use.
        const written = index % 2 ? host.toUpperCase() : host.replace(/:0+(?=[0-9a-f])/g, ':')
        return signupVia(server.url, written)
      }),
    )
    const neighbour = await signupVia(server.url, `${someNetwork()}::1`)
    await server.close()
    expect(statuses).toEqual([...Array(20).fill(202), ...Array(10).fill(429)])
    expect(neighbour.status).toBe(202)
  })

  it('still counts IPv4 addresses apart, and an IPv4-mapped IPv6 address as its IPv4 one', async () => {
    const server = await startTestServer(db, behindOneProxy)
    const subnet = `10.${randomInt(256)}.${randomInt(256)}`
    const apart = await statusesOf(
      Array.from(
        { length: 30 },
        (_, index) => () => signupVia(server.url, `${subnet}.${index + 1}`),
      ),
    )
    const mapped = `${subnet}.100`
    const mappedStatuses = await statusesOf(
      Array.from(
        { length: 21 },
        (_, index) => () => signupVia(server.url, index % 2 ? mapped : `::ffff:${mapped}`),
      ),
    )
    const other = await signupVia(server.url, `${subnet}.101`)
    await server.close()
    expect(apart).toEqual(Array(30).fill(202))
    expect(mappedStatuses).toEqual([...Array(20).fill(202), 429])
    expect(other.status).toBe(202)
  })

  it('takes the client TRUST_PROXY hops from the right, whatever the client wrote before it', async () => {
    const server = await startTestServer(db, {
      rateLimit: { limit: 2, windowMs: 60_000 },
      addressOf: nodeClientAddress(2),
    })
    const client = someIpv4()
    // Each request invents an address, and comes through another of the nearest proxies.
    const statuses = await statusesOf(
      [1, 2, 3].map(
        (index) => () => signupVia(server.url, `${someIpv4()}, ${client}, 192.0.2.${index}`),
      ),
    )
    await server.close()
    expect(statuses).toEqual([202, 202, 429])
  })

  it('counts what sends email on a visitor’s word, the quiz’s match email and a new link, with sign-ups', async () => {
    const mail = testMail(db, 'smtp://127.0.0.1:9', () => new Date())
    const server = await startTestServer(db, {
      ...behindOneProxy,
      rateLimit: { limit: 3, windowMs: 60_000 },
      mail,
    })
    const client = someIpv4()
    const headers = { 'x-forwarded-for': client }
    const statuses = await statusesOf([
      () => postJson(server.url, signupBody(uniqueEmail('limit')), headers),
      () =>
        fetch(`${server.url}${MATCH_EMAIL_PATH}`, {
          method: 'POST',
          headers: {
            ...headers,
            'content-type': 'application/json',
            'idempotency-key': crypto.randomUUID(),
          },
          body: JSON.stringify({ email: uniqueEmail('limit'), match: 'swedish' }),
        }),
      () =>
        fetch(`${server.url}${NEW_LINK_PATH}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email: uniqueEmail('limit') }),
        }),
      () =>
        fetch(`${server.url}${MATCH_EMAIL_PATH}`, {
          method: 'POST',
          headers: {
            ...headers,
            'content-type': 'application/json',
            'idempotency-key': crypto.randomUUID(),
          },
          body: JSON.stringify({ email: uniqueEmail('limit'), match: 'swedish' }),
        }),
    ])
    await server.close()
    mail.close()
    expect(statuses).toEqual([202, 202, 200, 429])
  })

  it('is one limit for two app instances on one database', async () => {
    // On the Postgres server, each instance has its own connections, as two processes would.
    const otherDb = databaseUrl ? await openTestDatabase(databaseUrl) : db
    const limit = { limit: 3, windowMs: 60_000 }
    const first = await startTestServer(db, { ...behindOneProxy, rateLimit: limit })
    const second = await startTestServer(otherDb, { ...behindOneProxy, rateLimit: limit })
    const client = someIpv4()
    const statuses = await statusesOf(
      [first, second, first, second].map((server) => () => signupVia(server.url, client)),
    )
    await first.close()
    await second.close()
    if (otherDb !== db) await otherDb.close()
    expect(statuses).toEqual([202, 202, 202, 429])
  })

  it('answers 429 with Retry-After from the window the database keeps', async () => {
    const server = await startTestServer(db, {
      ...behindOneProxy,
      rateLimit: { limit: 1, windowMs: 60_000 },
    })
    const client = someIpv4()
    await signupVia(server.url, client)
    const limited = await signupVia(server.url, client)
    await server.close()
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60)
  })

  describe('wrong admin tokens', () => {
    const exportFrom = (url: string, client: string, token: string) =>
      fetch(`${url}/api/waitlist/export.csv`, {
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': client },
      })

    it('are answered 429 after 10 from one client, even at once, whatever WAITLIST_RATE_LIMIT says', async () => {
      // The general limit off, as WAITLIST_RATE_LIMIT=0 would have it.
      const server = await startTestServer(db, { addressOf: nodeClientAddress(1) })
      const guesser = `${someNetwork()}::1`
      const guesses = await Promise.all(
        Array.from({ length: 15 }, (_, index) => exportFrom(server.url, guesser, `guess-${index}`)),
      )
      const statuses = guesses.map((answer) => answer.status).sort()
      const retryAfter = guesses.map((answer) => answer.headers.get('retry-after'))
      // Another address of the guesser's /64, even with the right token, must wait too.
      const sameNetwork = await exportFrom(server.url, guesser.replace('::1', '::2'), ADMIN_TOKEN)
      const owner = await exportFrom(server.url, someIpv4(), ADMIN_TOKEN)
      const visitor = await signupVia(server.url, someIpv4())
      await server.close()
      expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)])
      for (const seconds of retryAfter.filter(Boolean)) {
        expect(Number(seconds)).toBeGreaterThan(0)
        expect(Number(seconds)).toBeLessThanOrEqual(15 * 60)
      }
      expect(sameNetwork.status).toBe(429)
      expect(owner.status).toBe(200)
      expect(visitor.status).toBe(202)
    })

    it('are counted only when wrong: the owner’s exports never run out', async () => {
      const server = await startTestServer(db, { addressOf: nodeClientAddress(1) })
      const owner = someIpv4()
      const statuses = await statusesOf(
        Array.from({ length: 12 }, () => () => exportFrom(server.url, owner, ADMIN_TOKEN)),
      )
      await server.close()
      expect(statuses).toEqual(Array(12).fill(200))
    })
  })

  it('makes no 5xx of its own while the database is away: each process counts alone meanwhile', async () => {
    // The sign-ups' own failures are logged; not this test's business.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const away = await openTestDatabase(databaseUrl)
    const server = await startTestServer(away, {
      ...behindOneProxy,
      rateLimit: { limit: 2, windowMs: 60_000 },
    })
    await away.close()
    const client = someIpv4()
    const statuses = await statusesOf([1, 2, 3].map(() => () => signupVia(server.url, client)))
    await server.close()
    vi.restoreAllMocks()
    // 503 is the sign-up's own answer (the outbox tries again later); the limit still holds.
    expect(statuses).toEqual([503, 503, 429])
  })
})

describe('without TRUST_PROXY, behind a proxy', () => {
  it('says once per process that every client counts as the proxy, naming the setting', async () => {
    const db = await openTestDatabase(undefined)
    const warnings: string[] = []
    const server = await startTestServer(db, {
      rateLimit: PER_MINUTE,
      addressOf: nodeClientAddress(0, (line) => warnings.push(line)),
    })
    const before = await signupVia(server.url, '')
    await postJson(server.url, signupBody(uniqueEmail()))
    for (const client of [someIpv4(), someIpv4()]) await signupVia(server.url, client)
    await server.close()
    await db.close()
    expect(before.status).toBe(202)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('TRUST_PROXY')
  })
})
