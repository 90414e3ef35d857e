// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rawSql } from '../../scripts/raw-sql.ts'
import { loadContent } from '../../server/content.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { mailSecrets } from '../../server/mail/mail-secrets.ts'
import { isAtDisposableDomain } from '../../server/waitlist/insert-batch-statement.ts'
import { insertInBatches } from '../../server/waitlist/insert-batches.ts'
import { signupRules } from '../../server/waitlist/signup-rules.ts'
import { RowRefusedError } from '../../server/waitlist/store-errors.ts'
import { recordedStatements } from './recorded-statements.ts'
import { signupBody, uniqueEmail } from './signup-requests.ts'
import { DATABASES, openOwnTestDatabase, useTestDatabase } from './test-servers.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const rules = signupRules(loadContent())

function accepted(email: string) {
  const checked = rules.check(signupBody(email), undefined)
  if (!checked.ok) throw new Error(checked.rejection.message)
  return checked.signup
}

describe('a sign-up at a disposable domain', () => {
  it('is told by the domain after the last @, whatever its case and spaces', () => {
    expect(isAtDisposableDomain('someone@mailinator.com')).toBe(true)
    expect(isAtDisposableDomain('some@one@ Mailinator.COM ')).toBe(true)
    expect(isAtDisposableDomain('someone@example.com')).toBe(false)
    expect(isAtDisposableDomain('mailinator.com.example@example.com')).toBe(false)
  })
})

describe.each(DATABASES)('sign-ups written in batches on the $name', ({ databaseUrl }) => {
  const db = useTestDatabase(databaseUrl)

  it('writes those that arrive together in one statement', async () => {
    const counting = recordedStatements(db().kysely)
    const add = insertInBatches(counting.db).add
    const stored = await Promise.all([1, 2, 3, 4, 5].map(() => add(accepted(uniqueEmail()))))
    expect(stored.map(({ outcome }) => outcome)).toEqual(Array(5).fill('joined'))
    const inserts = counting.statements.filter(({ sql }) =>
      sql.includes('INSERT INTO waitlist_signups'),
    )
    expect(inserts).toHaveLength(1)
  })

  /** A sign-up past the rules that the database still refuses (what the rules catch today). */
  function poisoned(email: string, index: number) {
    const signup = accepted(email)
    const poisons = [
      { ...signup, fields: { ...signup.fields, name: 'A\u0000na' } },
      { ...signup, fields: { ...signup.fields, name: 'A\ud800na' } },
      { ...signup, createdAt: '0000-01-01T00:00:00Z' },
    ]
    return poisons[index % poisons.length] ?? signup
  }

  it('fails only the sign-ups the database refuses (422, not retried); the rest of their batch is written', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const add = insertInBatches(db().kysely).add
    const good = Array.from({ length: 30 }, () => uniqueEmail('good'))
    const bad = Array.from({ length: 10 }, () => uniqueEmail('poisoned'))
    const sent = [
      ...good.map((email) => accepted(email)),
      ...bad.map((email, index) => poisoned(email, index)),
    ].sort(() => Math.random() - 0.5)
    const outcomes = await Promise.allSettled(sent.map((signup) => add(signup)))
    errors.mockRestore()
    const refusals = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason] : [],
    )
    expect(refusals).toHaveLength(10)
    for (const refusal of refusals) expect(refusal).toBeInstanceOf(RowRefusedError)
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(30)
    const rows = await rawSql(db()).query(
      'SELECT email FROM waitlist_signups WHERE email = ANY($1)',
      [[...good, ...bad]],
    )
    expect(rows.map((row) => row.email).sort()).toEqual([...good].sort())
  })

  it('logs a refused row by its key and the error’s kind, one line, never the email or fields', async () => {
    const lines: unknown[][] = []
    const errors = vi.spyOn(console, 'error').mockImplementation((...args) => {
      lines.push(args)
    })
    const email = uniqueEmail('logged')
    const signup = poisoned(email, 0)
    await expect(insertInBatches(db().kysely).add(signup)).rejects.toBeInstanceOf(RowRefusedError)
    errors.mockRestore()
    expect(lines).toEqual([[expect.stringContaining(signup.idempotencyKey)]])
    const line = String(lines[0]?.[0])
    expect(line).toMatch(/SQLSTATE 22\w{3} \(data exception\)/)
    expect(line).not.toContain(email)
    expect(line).not.toContain('Ana')
    expect(line).not.toContain('\n')
  })

  it('fails the whole batch, as it is, when the database is away (503: worth sending again)', async () => {
    const away = Object.assign(new Error('connection terminated'), { code: '08006' })
    const gone = recordedStatements(db().kysely, (sql) =>
      sql.includes('INSERT INTO waitlist_signups') ? away : undefined,
    )
    const add = insertInBatches(gone.db).add
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => add(accepted(uniqueEmail()))))
    expect(outcomes.map((outcome) => outcome.status === 'rejected' && outcome.reason)).toEqual([
      away,
      away,
      away,
    ])
  })

  it('gives a key reused with another body "key-reused", and the same body "joined" again', async () => {
    const add = insertInBatches(db().kysely).add
    const first = accepted(uniqueEmail('keyed'))
    const reused = { ...accepted(uniqueEmail('other')), idempotencyKey: first.idempotencyKey }
    const joined = await add(first)
    expect(joined.outcome).toBe('joined')
    expect(await add(reused)).toEqual({ outcome: 'key-reused' })
    expect(await add(first)).toEqual(joined)
  })

  it('drains: every sign-up handed in is written before the database may close', async () => {
    const store = insertInBatches(db().kysely)
    const email = uniqueEmail('drained')
    void store.add(accepted(email))
    await store.drain()
    const rows = await rawSql(db()).query('SELECT 1 FROM waitlist_signups WHERE email = $1', [
      email,
    ])
    expect(rows).toHaveLength(1)
  })
})

describe.each(DATABASES)('what a batch’s keys hold, on the $name', ({ databaseUrl }) => {
  let own: WaitlistDatabase | undefined
  beforeAll(async () => {
    own = await openOwnTestDatabase(databaseUrl)
  }, 60_000)
  afterAll(() => own?.close())

  // With some thousands of codes, a join the planner chose read every referral code at every
  // batch (it takes a batch's keys for 100): the codes are looked up by their index instead.
  it('is read through the indexes, never by reading every referral code', async () => {
    const db = own
    if (!db) throw new Error('the database is not open yet')
    await rawSql(db).query(`INSERT INTO waitlist_signups
        (idempotency_key, email, mailbox, fields, honeypot_filled, submitted_too_fast, signed_up_at)
      SELECT 'filled-' || n, 'filled-' || n || '@example.com', 'filled-' || n || '@example.com',
             '{}', false, false, now()
      FROM generate_series(1, 3000) AS n`)
    await rawSql(db).query(`INSERT INTO referral_codes (code, request_key, signup_key)
      SELECT 'code' || n, 'filled-' || n, 'filled-' || n FROM generate_series(1, 3000) AS n`)
    await rawSql(db).query('ANALYZE')
    const watched = recordedStatements(db.kysely)
    // The hashing key is read elsewhere: only the batch's own statements are watched.
    const add = insertInBatches(watched.db, { hashAddress: mailSecrets(db.kysely).hashAddress }).add
    const stored = await Promise.all(
      Array.from({ length: 50 }, () => add(accepted(uniqueEmail('planned')))),
    )
    expect(stored.map(({ outcome }) => outcome)).toEqual(Array(50).fill('joined'))
    const reads = watched.statements.filter(({ sql }) => !sql.includes('INSERT'))
    expect(reads).toHaveLength(1)
    const [read] = reads
    if (!read) throw new Error('no read')
    const plan = await rawSql(db).query(`EXPLAIN ${read.sql}`, read.parameters)
    const steps = plan.map((row) => String(row['QUERY PLAN']))
    expect(steps.some((step) => step.includes('referral_codes'))).toBe(true)
    expect(
      steps.filter((step) => /Seq Scan on (referral_codes|waitlist_signups)/.test(step)),
    ).toEqual([])
  })
})
