// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rawSql } from '../../scripts/raw-sql.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { migrate } from '../../server/db/migrate.ts'
import { readMigrations } from '../../server/db/migration-files.ts'
import { openOwnDatabase } from '../../server/db/own-database.ts'
import { MATCH_EMAIL_PATH } from '../../server/mail/mail-links.ts'
import { mailboxOf } from '../../server/waitlist/mailbox.ts'
import { signupStore } from '../../server/waitlist/signup-store.ts'
import { confirmFrom, messagesTo } from './inbox.ts'
import { codeOf, postJson, RECEIVED, signupBody } from './signup-requests.ts'
import { testClock } from './test-clock.ts'
import { DATABASES, useMailingServer } from './test-servers.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

describe('the mailbox an address delivers to', () => {
  it.each([
    ['Ana.Lima+news@GoogleMail.com ', 'analima@gmail.com'],
    ['a.n.a.lima@gmail.com', 'analima@gmail.com'],
    ['ana.lima+news@example.com', 'ana.lima@example.com'],
    ['Ana@Example.COM', 'ana@example.com'],
    ['a+b+c@example.com', 'a@example.com'],
    ['+only@example.com', '+only@example.com'],
    ['ana@mail.gmail.com.example', 'ana@mail.gmail.com.example'],
  ])('of %j is %j', (email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox)
  })
})

/** A mailbox of this test's own at Gmail, and a spelling of it. */
function gmailMailbox() {
  const name = `jo${crypto.randomUUID().slice(0, 8)}`
  return {
    mailbox: `${name}@gmail.com`,
    spellings: [
      `j.o.${name.slice(2)}@gmail.com`,
      `${name}+waitlist@gmail.com`,
      `${name.toUpperCase()}@googlemail.com`,
      `j.o${name.slice(2)}+x@googlemail.com`,
    ],
  }
}

describe.each(DATABASES)('one mailbox, one person, on the $name', ({ databaseUrl }) => {
  const clock = testClock()
  const { db, smtp, mail, server } = useMailingServer(databaseUrl, clock)

  /** A sign-up through the endpoint (by `code`'s link when given): its personal link's code. */
  async function join(email: string, code?: string) {
    const base = signupBody(email)
    const body = code ? { ...base, source: { ...base.source, referralCode: code } } : base
    const response = await postJson(server().url, body)
    const answer = await response.json()
    expect([response.status, answer]).toEqual([202, RECEIVED])
    return codeOf(answer.referralLink)
  }

  const inbox = (mailbox: string) => messagesTo(smtp(), (address) => mailboxOf(address) === mailbox)
  const rowsOf = async (mailbox: string) =>
    (await signupStore(db()).list()).filter((row) => mailboxOf(row.email) === mailbox)

  it('counts four spellings of one Gmail mailbox through one link as one friend, told "already" once', async () => {
    const referrer = `referrer-${crypto.randomUUID().slice(0, 8)}@example.com`
    const code = await join(referrer)
    const friend = gmailMailbox()
    for (const spelling of friend.spellings) await join(spelling, code)
    await mail().sender.runDue()

    // The first spelling's confirmation, then one new link (the "already" path), then the limit.
    const messages = inbox(friend.mailbox)
    expect(messages).toHaveLength(2)
    expect(await rowsOf(friend.mailbox)).toHaveLength(1)
    for (const message of messages)
      expect((await confirmFrom(server().url, message)).status).toBe(200)
    const [referrerRow] = await rowsOf(referrer)
    expect(referrerRow?.referrals).toBe(1)
    const [friendRow] = await rowsOf(friend.mailbox)
    expect(friend.spellings.map((spelling) => spelling.toLowerCase())).toContain(friendRow?.email)
  })

  it('limits mail per mailbox however the address is spelled: 40 plus-spellings get two emails', async () => {
    const name = `bomb-${crypto.randomUUID().slice(0, 8)}`
    const mailbox = `${name}@example.com`
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        postJson(server().url, signupBody(`${name}+${index}@example.com`)),
      ),
    )
    await mail().sender.runDue()
    expect(inbox(mailbox)).toHaveLength(2)
    expect(await rowsOf(mailbox)).toHaveLength(1)

    // A quiz's match to ten spellings: one email per 15 minutes.
    const quizMailbox = `quiz-${name}@example.com`
    for (let index = 0; index < 10; index++)
      await fetch(`${server().url}${MATCH_EMAIL_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ email: quizMailbox.replace('@', `+${index}@`), match: 'swedish' }),
      })
    await mail().sender.runDue()
    expect(inbox(quizMailbox)).toHaveLength(1)
  })

  it('keeps a mailbox that left off the quiz’s mail, whatever spelling asks', async () => {
    const mailbox = `left-${crypto.randomUUID().slice(0, 8)}@example.com`
    await join(mailbox)
    await mail().sender.runDue()
    await signupStore(db()).leave(
      mailbox.replace('@', '+old@'),
      await mail().secrets.hashAddress(mailbox),
      clock.now(),
    )
    expect(await rowsOf(mailbox)).toEqual([])
    await fetch(`${server().url}${MATCH_EMAIL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ email: mailbox.replace('@', '+quiz@'), match: 'swedish' }),
    })
    await mail().sender.runDue()
    expect(inbox(mailbox)).toHaveLength(1)
  })
})

describe.each(DATABASES)('spellings already on the list, merged by migration 0009 on the $name', ({
  databaseUrl,
}) => {
  let db: WaitlistDatabase
  beforeAll(async () => {
    const before = readMigrations().filter((migration) => migration.version < '0009')
    db = await openOwnDatabase({ databaseUrl, label: 'merge', migrations: before })
  }, 60_000)
  afterAll(() => db?.close())

  /** A row as migration 0008 left the table, with its own referral code `code-<key>`. */
  async function row(key: string, email: string, more: Record<string, unknown> = {}) {
    const { confirmedAt = null, referredBy = null, name = key } = more
    await rawSql(db).query(
      `INSERT INTO waitlist_signups (idempotency_key, email, fields, honeypot_filled,
         submitted_too_fast, signed_up_at, confirmed_at, referred_by)
       VALUES ($1, $2, jsonb_build_object('name', $3::text), false, false, now(), $4, $5)`,
      [key, email, name, confirmedAt, referredBy],
    )
    await rawSql(db).query(
      'INSERT INTO referral_codes (code, request_key, signup_key) VALUES ($1, $2, $2)',
      [`code-${key}`, key],
    )
  }

  it('keeps one row per mailbox: the confirmed one, else the first, its others pending or gone, their codes its own', async () => {
    const confirmed = new Date('2026-11-20T10:00:00Z')
    await row('a1', 'ana.lima@gmail.com')
    await row('a2', 'analima+x@googlemail.com', { confirmedAt: confirmed })
    await row('a3', 'analima@gmail.com')
    await row('f1', 'friend1@example.com', { confirmedAt: confirmed, referredBy: 'code-a1' })
    await row('f2', 'friend2@example.com', { confirmedAt: confirmed, referredBy: 'code-a3' })
    await row('b1', 'bo@example.com')
    await row('b2', 'bo+news@example.com', { name: 'Bo, the second' })
    await row('c1', 'cy@example.com')
    await row('c2', 'cy+2@example.com', { referredBy: 'code-c1' })
    const distinct = ['x.y+z@example.org', '+only@example.org', 'd.o.t.s@googlemail.com']
    for (const [index, email] of distinct.entries()) await row(`d${index}`, email)
    await rawSql(db).query(`INSERT INTO mail_jobs (cause, kind, email, run_at, created_at)
      VALUES ('confirm:b2', 'confirm', 'bo+news@example.com', now(), now())`)

    await migrate(db)
    const store = signupStore(db)
    const listed = await store.list()
    const keys = await rawSql(db).query(
      'SELECT idempotency_key, email, mailbox FROM waitlist_signups',
    )
    for (const { email, mailbox } of keys) expect(mailbox).toBe(mailboxOf(String(email)))
    expect(listed.filter((one) => mailboxOf(one.email) === 'analima@gmail.com')).toMatchObject([
      { email: 'analima+x@googlemail.com', referrals: 2, referral_code: 'code-a2' },
    ])
    expect(listed.find((one) => one.email === 'friend1@example.com')?.referred_by).toBe('code-a2')
    const pending = await rawSql(db).query(
      'SELECT request_key, signup_key, referred_by FROM waitlist_pending_signups ORDER BY 1',
    )
    expect(pending).toEqual([
      { request_key: 'b2', signup_key: 'b1', referred_by: null },
      { request_key: 'c2', signup_key: 'c1', referred_by: null },
    ])
    const [job] = await rawSql(db).query("SELECT details FROM mail_jobs WHERE cause = 'confirm:b2'")
    expect(job?.details).toEqual({ signup: 'b2' })

    // The pending spelling's own confirmation link adopts its details and its own code.
    expect(await store.confirm('bo@example.com', confirmed, 'b2')).toBe(true)
    expect((await store.list()).find((one) => one.email === 'bo+news@example.com')).toMatchObject({
      fields: { name: 'Bo, the second' },
      referral_code: 'code-b2',
      confirmed_at: confirmed,
    })
    // A spelling that arrived by its own other spelling's link credits no one, itself least.
    expect(await store.confirm('cy@example.com', confirmed, 'c2')).toBe(true)
    expect((await store.list()).find((one) => one.email === 'cy+2@example.com')).toMatchObject({
      referred_by: null,
      referrals: 0,
    })
  })
})
