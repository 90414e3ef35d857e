// @vitest-environment node
import { randomInt } from 'node:crypto'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { fillTemplate } from '../../contract/fill-template.ts'
import { nodeClientAddress } from '../../server/client-address.ts'
import { loadContent } from '../../server/content.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import {
  CONFIRM_PATH,
  LEAVE_PATH,
  MATCH_EMAIL_PATH,
  NEW_LINK_PATH,
  STATUS_PATH,
} from '../../server/mail/mail-links.ts'
import { formPostPages } from '../../server/pages/form-page.tsx'
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
/**
 * A /48 of its own per test and run, from the documentation prefix 3fff::/20 (RFC 9637): its
 * fourth group is a /56 (high byte) and a /64 in it (low byte).
 */
const someSite = () => `3fff:${hex()}:${hex()}`
const inSite = (site: string, slash56: number, slash64: number) =>
  `${site}:${((slash56 << 8) | slash64).toString(16)}::${hex()}`
/** An IPv4 /24 of its own per test and run, from the shared address space 100.64.0.0/10. */
const someSlash24 = () => `100.${64 + randomInt(64)}.${randomInt(256)}`

const content = loadContent()
const linkPages = content.emails.pages
const words = (text: string) => fillTemplate(text, { brand: content.site.brand.name })
/** A page's text as a reader sees it: the markup's escapes read back. */
const readable = (page: string) => new JSDOM(page).window.document.body.textContent ?? ''

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

  it('counts a /56 as 3 clients: 80 sign-ups from 80 /64s of one /56 are limited, its neighbours’ are not', async () => {
    const server = await startTestServer(db, behindOneProxy)
    const site = someSite()
    const statuses = await statusesOf(
      Array.from({ length: 80 }, (_, index) => () => signupVia(server.url, inSite(site, 1, index))),
    )
    const nextDoor = await signupVia(server.url, inSite(site, 2, 0))
    await server.close()
    expect(statuses).toEqual([...Array(60).fill(202), ...Array(20).fill(429)])
    expect(nextDoor.status).toBe(202)
  })

  it('counts a /48 as 10 clients: 220 sign-ups from 11 of its /56s are limited', async () => {
    const server = await startTestServer(db, behindOneProxy)
    const site = someSite()
    const statuses = await statusesOf(
      Array.from(
        { length: 220 },
        (_, index) => () => signupVia(server.url, inSite(site, index % 11, Math.floor(index / 11))),
      ),
    )
    const otherSite = await signupVia(server.url, inSite(someSite(), 0, 0))
    await server.close()
    expect(statuses).toEqual([...Array(200).fill(202), ...Array(20).fill(429)])
    expect(otherSite.status).toBe(202)
  })

  it('leaves a client its whole limit, and one past its limit leaves its neighbours theirs', async () => {
    const server = await startTestServer(db, behindOneProxy)
    const site = someSite()
    const from = (slash64: number, count: number) =>
      statusesOf(
        Array.from({ length: count }, () => () => signupVia(server.url, inSite(site, 3, slash64))),
      )
    const busy = await from(0, 40)
    const neighbours = [await from(1, 20), await from(2, 20)]
    const fourth = await from(3, 1)
    await server.close()
    expect(busy).toEqual([...Array(20).fill(202), ...Array(20).fill(429)])
    expect(neighbours).toEqual([Array(20).fill(202), Array(20).fill(202)])
    // The /56's three clients' worth is used up now.
    expect(fourth).toEqual([429])
  })

  it('counts an IPv4 /24 as 10 addresses: 210 sign-ups from 210 of its addresses are limited', async () => {
    const server = await startTestServer(db, behindOneProxy)
    const block = someSlash24()
    const statuses = await statusesOf(
      Array.from(
        { length: 210 },
        (_, index) => () => signupVia(server.url, `${block}.${index + 1}`),
      ),
    )
    await server.close()
    expect(statuses).toEqual([...Array(200).fill(202), ...Array(10).fill(429)])
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

  it('counts the links from emails apart from sign-ups, and answers past it with their own page', async () => {
    const mail = testMail(db, 'smtp://127.0.0.1:9', () => new Date())
    const server = await startTestServer(db, {
      ...behindOneProxy,
      rateLimit: { limit: 2, windowMs: 60_000 },
      mail,
      formPages: formPostPages(content),
    })
    const client = someIpv4()
    const headers = { 'x-forwarded-for': client }
    const signups = await statusesOf([1, 2, 3].map(() => () => signupVia(server.url, client)))
    // A broken token is still a request: the links' count, not the sign-ups', takes it.
    const open = (path: string) => fetch(`${server.url}${path}?token=broken`, { headers })
    const links = await statusesOf([() => open(CONFIRM_PATH), () => open(LEAVE_PATH)])
    const limited = await Promise.all([open(CONFIRM_PATH), open(STATUS_PATH), open(LEAVE_PATH)])
    const pages = await Promise.all(limited.map((answer) => answer.text()))
    await server.close()
    mail.close()
    expect(signups).toEqual([202, 202, 429])
    expect(links).toEqual([400, 400])
    expect(limited.map((answer) => answer.status)).toEqual([429, 429, 429])
    for (const [index, page] of pages.entries()) {
      expect(Number(limited[index]?.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(limited[index]?.headers.get('content-type')).toContain('text/html')
      expect(limited[index]?.headers.get('referrer-policy')).toBe('no-referrer')
      expect(readable(page)).toContain(words(linkPages.tooMany.title))
      expect(readable(page)).toContain(words(linkPages.tooMany.body))
    }
  })

  it('answers a new link past the limit with the new link’s page and its own words, not the sign-up form’s', async () => {
    const mail = testMail(db, 'smtp://127.0.0.1:9', () => new Date())
    const server = await startTestServer(db, {
      ...behindOneProxy,
      rateLimit: { limit: 1, windowMs: 60_000 },
      mail,
      formPages: formPostPages(content),
    })
    const client = someIpv4()
    const ask = () =>
      fetch(`${server.url}${NEW_LINK_PATH}`, {
        method: 'POST',
        headers: { 'x-forwarded-for': client, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: uniqueEmail('new-link') }),
      })
    const first = await ask()
    const limited = await ask()
    const page = await limited.text()
    await server.close()
    mail.close()
    expect([first.status, limited.status]).toEqual([200, 429])
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(readable(page)).toContain(words(linkPages.invalid.tooMany))
    expect(page).toContain(`action="${NEW_LINK_PATH}"`)
    expect(readable(page)).toContain(words(linkPages.invalid.button))
    expect(readable(page)).not.toContain(words(content.forms.waitlist.submit))
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
