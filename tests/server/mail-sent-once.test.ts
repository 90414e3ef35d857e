// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rawSql } from '../../scripts/raw-sql.ts'
import { loadContent } from '../../server/content.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { MAIL_TIMEOUT_MS, mailSender } from '../../server/mail/mail-sender.ts'
import { smtpTransport } from '../../server/mail/mail-transport.ts'
import { signupRules } from '../../server/waitlist/signup-rules.ts'
import { signupStore } from '../../server/waitlist/signup-store.ts'
import { ownDatabaseUrl } from './own-database-url.ts'
import { postJson, signupBody, uniqueEmail } from './signup-requests.ts'
import { startSmtpCatcher } from './smtp-catcher.ts'
import { testClock } from './test-clock.ts'
import { DATABASES, openOwnTestDatabase, startTestServer, testMail } from './test-servers.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

describe.each(DATABASES)('each email sent once, on the $name', ({ databaseUrl }) => {
  let db: WaitlistDatabase
  beforeAll(async () => {
    db = await openOwnTestDatabase(databaseUrl)
  }, 60_000)
  afterAll(() => db?.close())

  it('sends every email once when two processes send from one database and the SMTP server is slow to answer', async () => {
    const smtp = await startSmtpCatcher(0, { answerAfterMs: 200 })
    const clock = testClock()
    const [first, second] = [testMail(db, smtp.url, clock.now), testMail(db, smtp.url, clock.now)]
    const server = await startTestServer(db, { mail: first, now: clock.now })
    const emails = Array.from({ length: 6 }, () => uniqueEmail('slow-smtp'))
    for (const email of emails)
      expect((await postJson(server.url, signupBody(email))).status).toBe(202)

    const firstRun = first.sender.runDue()
    await vi.waitFor(() => expect(smtp.arriving()).toBeGreaterThan(0), { timeout: 20_000 })
    // While the first process still sends, as much time passes as one send may take.
    clock.advance(MAIL_TIMEOUT_MS)
    const secondRun = second.sender.runDue()
    const [firstSent, secondSent] = await Promise.all([firstRun, secondRun])
    await server.close()
    first.close()
    second.close()
    await smtp.close()

    expect(firstSent.sent + secondSent.sent).toBe(emails.length)
    for (const email of emails) expect(smtp.to(email)).toHaveLength(1)
  })

  it('gives up a send to an SMTP server that never answers at its timeout, closing the connection, and tries it again later', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    let connections = 0
    let closed = 0
    // Takes the connection, and never says a word: not even the greeting.
    const silent = createServer((socket) => {
      connections++
      socket.on('close', () => closed++)
    })
    silent.listen(0, '127.0.0.1')
    await once(silent, 'listening')
    const address = silent.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const clock = testClock()
    const email = uniqueEmail('silent-smtp')
    await rawSql(db).query(
      `INSERT INTO mail_jobs (cause, kind, email, details, run_at, created_at)
       VALUES ($1, 'confirm', $2, '{}', $3::timestamptz, $3::timestamptz)`,
      [`silent:${email}`, email, clock.now()],
    )
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 'Restwell <hello@restwell.test>')
    const compose = async () => ({
      to: email,
      subject: 'Hello',
      text: 'Hello',
      html: '',
      headers: {},
    })
    const sender = mailSender(db.kysely, compose, transport, { now: clock.now, timeoutMs: 300 })

    expect(await sender.runDue()).toEqual({ sent: 0, failed: 1 })
    await vi.waitFor(() => expect(closed).toBe(1), { timeout: 10_000 })
    expect(connections).toBe(1)
    const [job] = await rawSql(db).query(
      'SELECT attempts, last_error, run_at FROM mail_jobs WHERE email = $1',
      [email],
    )
    expect(job).toMatchObject({ attempts: 1, last_error: 'timed out' })
    expect(job?.run_at).toEqual(new Date(clock.now().getTime() + 30_000))
    expect(errors).toHaveBeenCalledWith('A confirm email could not be sent yet: timed out')
    transport.close()
    silent.close()
  })
})

const serverDatabase = process.env.DATABASE_URL

// Two processes cannot share an embedded database's folder: this takes a Postgres server.
describe.runIf(serverDatabase)('two waitlist server processes on one Postgres database', () => {
  const started: ChildProcess[] = []
  afterAll(() => {
    for (const child of started) child.kill('SIGKILL')
  })

  it('send every email exactly once through one slow SMTP server', async () => {
    const db = await openOwnTestDatabase(serverDatabase)
    const smtp = await startSmtpCatcher(0, { answerAfterMs: 2000 })
    const rules = signupRules(loadContent())
    const store = signupStore(db)
    // More than one process can send in 30 s, the lease claims used to have.
    const emails = Array.from({ length: 24 }, () => uniqueEmail('two-processes'))
    for (const email of emails) {
      const checked = rules.check(signupBody(email), undefined)
      if (!checked.ok) throw new Error(checked.rejection.message)
      await store.add(checked.signup)
    }
    const env = {
      ...process.env,
      DATABASE_URL: await ownDatabaseUrl(db, serverDatabase ?? ''),
      SMTP_URL: smtp.url,
      DIST_DIR: 'no-site-here',
      WAITLIST_RATE_LIMIT: '0',
    }
    // Each on a free port: they send whether or not anyone asks them anything.
    const processes = [1, 2].map(() =>
      spawn(process.execPath, ['--import', 'tsx', 'server/node.ts'], {
        env: { ...env, PORT: '0' },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    )
    started.push(...processes)
    const unsent = async () =>
      (
        await rawSql(db).query(
          'SELECT 1 FROM mail_jobs WHERE sent_at IS NULL AND failed_at IS NULL',
        )
      ).length
    await vi.waitFor(async () => expect(await unsent()).toBe(0), {
      timeout: 180_000,
      interval: 500,
    })
    for (const child of processes) {
      child.kill('SIGTERM')
      await once(child, 'exit')
    }
    await smtp.close()
    await db.close()

    expect(smtp.messages).toHaveLength(emails.length)
    for (const email of emails) expect(smtp.to(email)).toHaveLength(1)
  }, 240_000)
})
