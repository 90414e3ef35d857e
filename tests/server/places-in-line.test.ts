// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { rawSql } from '../../scripts/raw-sql.ts'
import { loadContent } from '../../server/content.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { signupStore } from '../../server/waitlist/signup-store.ts'
import { topReferrers } from '../../server/waitlist/standings.ts'
import { codeOf, postJson, RECEIVED, signupBody, uniqueEmail } from './signup-requests.ts'
import { DATABASES, openOwnTestDatabase, startTestServer, type TestServer } from './test-servers.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

/** The places a referral moves someone up, as content sets it. */
const BONUS = loadContent().emails.referrals.referralBonus

// Places are over the whole list: each test starts from an empty list in a database of its own.
describe.each(DATABASES)('places in line on the $name', ({ databaseUrl }) => {
  let db: WaitlistDatabase
  let server: TestServer
  beforeAll(async () => {
    db = await openOwnTestDatabase(databaseUrl)
    server = await startTestServer(db)
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await db?.close()
  })
  beforeEach(async () => {
    await rawSql(db).query('DELETE FROM waitlist_signups')
  })

  /** A sign-up through the endpoint, by `code`'s link when given: its own code. */
  async function join(email: string, code?: string, spam = {}) {
    const body = signupBody(email)
    const sent = {
      ...body,
      source: { ...body.source, ...(code ? { referralCode: code } : {}) },
      spam: { ...body.spam, ...spam },
    }
    const response = await postJson(server.url, sent)
    const answer = await response.json()
    expect([response.status, answer]).toEqual([202, RECEIVED])
    return codeOf(answer.referralLink)
  }

  /** `count` sign-ups, one after another: their addresses and codes, in the order they joined. */
  async function line(count: number, who = 'in-line') {
    const people = []
    for (let index = 0; index < count; index++) {
      const email = uniqueEmail(`${who}${index + 1}`)
      people.push({ email, code: await join(email) })
    }
    return people
  }

  const confirm = (email: string) => signupStore(db).confirm(email, new Date())

  /** The list as [email, position, referrals], best place first, with `bonus` places a referral. */
  async function places(bonus = BONUS) {
    const rows = await signupStore(db, { referralBonus: () => bonus }).list()
    return rows
      .map((row) => [row.email, row.position, row.referrals] as const)
      .sort((a, b) => a[1] - b[1])
  }

  /** Emails in the order of joining with `mover` moved up `by` places, never past the first. */
  function movedUp(order: string[], mover: string, by: number) {
    const rest = order.filter((email) => email !== mover)
    const from = order.indexOf(mover)
    rest.splice(Math.max(from - by, 0), 0, mover)
    return rest
  }

  it('moves a referrer up referralBonus places once a friend who joined through their link confirms, and numbers everyone 1..n', async () => {
    const six = await line(6)
    const referrer = six[5]
    if (!referrer) throw new Error('no sixth sign-up')
    const friend = uniqueEmail('friend')
    await join(friend, referrer.code)
    const joiningOrder = [...six.map((person) => person.email), friend]

    // Joined, not yet confirmed: nothing moves.
    expect(await places()).toEqual(joiningOrder.map((email, index) => [email, index + 1, 0]))

    await confirm(friend)
    const expected = movedUp(joiningOrder, referrer.email, BONUS)
    expect(await places()).toEqual(
      expected.map((email, index) => [email, index + 1, email === referrer.email ? 1 : 0]),
    )
  })

  it('moves nobody past place 1, and keeps the order of joining between those who land on the same place', async () => {
    const [first, second, third, fourth, fifth, sixth] = await line(6)
    if (!first || !second || !third || !fourth || !fifth || !sixth) throw new Error('six expected')
    const friends = [uniqueEmail('f1'), uniqueEmail('f2'), uniqueEmail('f3')]
    await join(friends[0] ?? '', third.code)
    await join(friends[1] ?? '', fifth.code)
    await join(friends[2] ?? '', fifth.code)
    for (const friend of friends) await confirm(friend)

    // With 2 places a referral, the third (3 - 2) and the fifth (5 - 2 × 2) both land on place 1.
    expect(
      (await places(2)).map(([email, position, referrals]) => [email, position, referrals]),
    ).toEqual([
      [third.email, 1, 1],
      [fifth.email, 2, 2],
      [first.email, 3, 0],
      [second.email, 4, 0],
      [fourth.email, 5, 0],
      [sixth.email, 6, 0],
      ...friends.map((email, index) => [email, 7 + index, 0]),
    ])
  })

  it('credits no unconfirmed friend, no flagged sign-up, not the referrer’s own address, and nobody for an unknown code', async () => {
    const [referrer, other] = await line(2, 'counted')
    if (!referrer || !other) throw new Error('two expected')
    const unconfirmed = uniqueEmail('unconfirmed')
    const trapped = uniqueEmail('trapped')
    const tooFast = uniqueEmail('too-fast')
    const disposable = `throwaway-${crypto.randomUUID().slice(0, 8)}@mailinator.com`
    const unknownCode = uniqueEmail('unknown-code')
    await join(unconfirmed, referrer.code)
    await join(trapped, referrer.code, { honeypotFilled: true })
    await join(tooFast, referrer.code, { submittedTooFast: true })
    await join(disposable, referrer.code)
    // The referrer's own address, through their own link: the same sign-up, no new row.
    await join(referrer.email, referrer.code)
    await join(unknownCode, 'NoSuchCode12')
    for (const email of [trapped, tooFast, disposable, referrer.email, unknownCode])
      await confirm(email)

    const list = await places()
    expect(list.map(([, , referrals]) => referrals)).toEqual(Array(7).fill(0))
    expect(list.map(([email]) => email)).toEqual([
      referrer.email,
      other.email,
      unconfirmed,
      trapped,
      tooFast,
      disposable,
      unknownCode,
    ])
    const rows = await signupStore(db).list()
    expect(rows.find((row) => row.email === unknownCode)?.referred_by).toBeNull()

    // The same friend confirming is what counts.
    await confirm(unconfirmed)
    expect((await places()).find(([email]) => email === referrer.email)?.[2]).toBe(1)
  })

  it('stops counting a friend who left, and keeps nothing that points at a referrer who left', async () => {
    const [referrer, other] = await line(2, 'leaving')
    if (!referrer || !other) throw new Error('two expected')
    const friends = [uniqueEmail('stays'), uniqueEmail('goes')]
    for (const friend of friends) {
      await join(friend, referrer.code)
      await confirm(friend)
    }
    expect((await places()).find(([email]) => email === referrer.email)?.[2]).toBe(2)

    await signupStore(db).leave(friends[1] ?? '', 'hash-of-goes', new Date())
    expect((await places()).find(([email]) => email === referrer.email)?.[2]).toBe(1)

    await signupStore(db).leave(referrer.email, 'hash-of-referrer', new Date())
    const rows = await signupStore(db).list()
    expect(rows.map((row) => [row.email, row.position, row.referred_by])).toEqual([
      [other.email, 1, null],
      [friends[0], 2, null],
    ])
  })

  it('lists the best referrers, most referrals first, then by place, for `npm run waitlist -- top` and the dashboard', async () => {
    const [one, two, three] = await line(3, 'top')
    if (!one || !two || !three) throw new Error('three expected')
    for (const [referrer, count] of [
      [two, 2],
      [three, 1],
    ] as const)
      for (let index = 0; index < count; index++) {
        const friend = uniqueEmail('top-friend')
        await join(friend, referrer.code)
        await confirm(friend)
      }
    const top = await topReferrers(db.kysely, 10, BONUS)
    expect(
      top.map(({ email, referralCode, referrals }) => [email, referralCode, referrals]),
    ).toEqual([
      [two.email, two.code, 2],
      [three.email, three.code, 1],
    ])
    const listed = await places()
    for (const { email, position } of top)
      expect(listed.find(([listedEmail]) => listedEmail === email)?.[1]).toBe(position)
    expect(await topReferrers(db.kysely, 1, BONUS)).toHaveLength(1)
  })
})
