// @vitest-environment node
import { randomUUID } from 'node:crypto'
import type { CompiledQuery } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WAITING_COUNT_PATH } from '../../contract/waiting-count.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { signupStore } from '../../server/waitlist/signup-store.ts'
import { heldCount, roundedDown } from '../../server/waitlist/waiting-count.ts'
import { listRows } from './list-rows.ts'
import { recordedStatements } from './recorded-statements.ts'
import { postJson, signupBody, uniqueEmail } from './signup-requests.ts'
import { testClock } from './test-clock.ts'
import { DATABASES, openOwnTestDatabase, startTestServer, type TestServer } from './test-servers.ts'

vi.setConfig({ testTimeout: 30_000 })

const MINUTE_MS = 60_000

/** Rows of people on the list, written at once. */
async function seed(db: WaitlistDatabase, count: number, row: Parameters<typeof listRows>[1]) {
  await db.kysely.insertInto('waitlist_signups').values(listRows(count, row)).execute()
}

describe('a count of people as the page may say it', () => {
  it('is rounded down: to tens under 1,000, hundreds under 10,000, then thousands', () => {
    expect([0, 9, 10, 59, 999].map(roundedDown)).toEqual([0, 0, 10, 50, 990])
    expect([1_000, 1_299, 9_999].map(roundedDown)).toEqual([1_000, 1_200, 9_900])
    expect([10_000, 12_345].map(roundedDown)).toEqual([10_000, 12_000])
  })
})

describe('the held count', () => {
  it('is read by one query for every request that comes while it is read, and again a minute later', async () => {
    const clock = testClock()
    let finish = (_count: number) => {}
    const read = vi.fn(
      () =>
        new Promise<number>((resolve) => {
          finish = resolve
        }),
    )
    const waiting = heldCount(read, clock.now)
    const burst = Promise.all(Array.from({ length: 100 }, waiting))
    finish(1_234)
    expect(await burst).toEqual(Array(100).fill(1_200))
    expect(read).toHaveBeenCalledTimes(1)
    clock.advance(MINUTE_MS)
    const next = waiting()
    finish(1_300)
    expect(await next).toBe(1_300)
    expect(read).toHaveBeenCalledTimes(2)
  })
})

describe.each(DATABASES)('the count of people waiting on the $name', ({ databaseUrl }) => {
  let db: WaitlistDatabase
  let statements: CompiledQuery[]
  let server: TestServer
  const clock = testClock()
  beforeAll(async () => {
    db = await openOwnTestDatabase(databaseUrl)
    const log = recordedStatements(db.kysely)
    statements = log.statements
    server = await startTestServer({ ...db, kysely: log.db }, { now: clock.now })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await db?.close()
  })

  const ask = () => fetch(`${server.url}${WAITING_COUNT_PATH}`)
  async function waiting() {
    const response = await ask()
    expect(response.status).toBe(200)
    return response.json()
  }

  it('counts the confirmed people, rounded down, leaving out the unconfirmed, the flagged and who left', async () => {
    await seed(db, 1_199, { confirmed: true })
    await seed(db, 150, { confirmed: false })
    for (const flag of ['honeypot_filled', 'submitted_too_fast', 'disposable_domain'] as const)
      await seed(db, 150, { confirmed: true, flag })

    const first = await ask()
    expect(first.headers.get('cache-control')).toBe('public, max-age=60')
    expect(await first.json()).toEqual({ waiting: 1_100 })

    // One more confirmation makes 1,200: shown once the held count is a minute old.
    const newcomer = uniqueEmail('newcomer')
    expect((await postJson(server.url, signupBody(newcomer))).status).toBe(202)
    const store = signupStore(db)
    expect(await store.confirm(newcomer, clock.now())).toBe(true)
    expect(await waiting()).toEqual({ waiting: 1_100 })
    clock.advance(MINUTE_MS - 1)
    expect(await waiting()).toEqual({ waiting: 1_100 })
    clock.advance(1)
    expect(await waiting()).toEqual({ waiting: 1_200 })

    // Leaving takes them off the count.
    await store.leave(newcomer, `left-${randomUUID()}`, clock.now())
    clock.advance(MINUTE_MS)
    expect(await waiting()).toEqual({ waiting: 1_100 })
  })

  it('reads the database once for a burst of 100 visits, and not again within the minute', async () => {
    clock.advance(MINUTE_MS)
    statements.splice(0)
    const burst = await Promise.all(Array.from({ length: 100 }, ask))
    expect(burst.map((response) => response.status)).toEqual(Array(100).fill(200))
    expect(statements.map((statement) => statement.sql)).toEqual([
      expect.stringMatching(/^select count\(\*\)::int as "waiting" from "waitlist_signups"/),
    ])
    statements.splice(0)
    clock.advance(MINUTE_MS - 1)
    await Promise.all(Array.from({ length: 100 }, ask))
    expect(statements).toEqual([])
  })

  it('answers 503, kept by no cache, until a count is read, then keeps the last count while the database is away', async () => {
    let away = true
    const failing = recordedStatements(db.kysely, () =>
      away ? new Error('connect ECONNREFUSED') : undefined,
    )
    const other = await startTestServer({ ...db, kysely: failing.db }, { now: clock.now })
    const askOther = () => fetch(`${other.url}${WAITING_COUNT_PATH}`)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const refused = await askOther()
      expect(refused.status).toBe(503)
      expect(refused.headers.get('cache-control')).toBe('no-store')
      away = false
      clock.advance(MINUTE_MS)
      expect(await (await askOther()).json()).toEqual({ waiting: 1_100 })
      away = true
      clock.advance(MINUTE_MS)
      const held = await askOther()
      expect(held.status).toBe(200)
      expect(await held.json()).toEqual({ waiting: 1_100 })
      expect(console.error).toHaveBeenCalledWith(
        expect.stringContaining('The waitlist could not count who waits'),
      )
    } finally {
      vi.restoreAllMocks()
      await other.close()
    }
  })
})
