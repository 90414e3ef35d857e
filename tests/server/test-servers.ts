import { serve } from '@hono/node-server'
import { afterAll, beforeAll } from 'vitest'
import { rawSql } from '../../scripts/raw-sql.ts'
import type { DashboardSetting } from '../../server/admin/admin-routes.ts'
import { dashboardNames, dashboardSlots } from '../../server/admin/dashboard-stats.ts'
import { createWaitlistApp, type WaitlistAppOptions } from '../../server/app.ts'
import { nodeClientAddress, nodeSocketAddress } from '../../server/client-address.ts'
import { loadContent } from '../../server/content.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { databaseAnswers } from '../../server/db/database-answers.ts'
import { openDatabase } from '../../server/db/open-database.ts'
import { openOwnDatabase } from '../../server/db/own-database.ts'
import { type MailSetting, mailService } from '../../server/mail/mail-service.ts'
import { linkPages } from '../../server/pages/link-pages.tsx'
import { signupRules } from '../../server/waitlist/signup-rules.ts'
import { type ConfirmationFollowUp, signupStore } from '../../server/waitlist/signup-store.ts'
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher.ts'

/**
 * The databases the server's tests run on: the embedded one always, and the Postgres server at
 * DATABASE_URL when it is set (CI starts one). Each test writes its own emails and keys, so
 * runs can share one server database.
 */
export const DATABASES = [
  { name: 'embedded (PGlite)', databaseUrl: undefined },
  ...(process.env.DATABASE_URL
    ? [{ name: 'Postgres server', databaseUrl: process.env.DATABASE_URL }]
    : []),
]

export const SITE_ORIGIN = 'https://restwell.test'
export const ADMIN_TOKEN = 'test-admin-token-0123456789'

export type TestServer = {
  url: string
  db: WaitlistDatabase
  /** How many rows hold this email (normalized) or this idempotency key. */
  rowsWith: (column: 'email' | 'idempotency_key', values: readonly string[]) => Promise<number>
  close: () => Promise<void>
}

export async function openTestDatabase(databaseUrl: string | undefined): Promise<WaitlistDatabase> {
  return openDatabase({ databaseUrl })
}

/**
 * A database of the caller's own, for tests that send every email due: a sender claims every job
 * in its database, and the sign-ups of the other files sharing a Postgres server write jobs too.
 */
export const openOwnTestDatabase = (databaseUrl: string | undefined) =>
  openOwnDatabase({ databaseUrl, label: 'test' })

/** Opening a database (PGlite compiles WebAssembly first) is slow on a busy machine. */
const HOOK_TIMEOUT_MS = 60_000

/** What a beforeAll opened, for the tests: read before that hook ran, an error that says so. */
function opened<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not open yet: its beforeAll has not run`)
  return value
}

/** A database (migrated) for the tests of the describe block that calls this, closed after them. */
export function useTestDatabase(databaseUrl: string | undefined): () => WaitlistDatabase {
  let db: WaitlistDatabase | undefined
  beforeAll(async () => {
    db = await openTestDatabase(databaseUrl)
  }, HOOK_TIMEOUT_MS)
  afterAll(() => db?.close())
  return () => opened(db, 'the test database')
}

export type TestMail = ReturnType<typeof mailService>

/**
 * The server's mail over `db`, assembled as the server assembles it (mail-service.ts), sending
 * to `smtpUrl` on the test's own clock. A second one on the same database is the server after a
 * restart, or another process. `more`: the hourly ceiling and where its line is told, and
 * `waitlistKeys` (WAITLIST_SECRET) to sign links with, else the key the database makes.
 */
export function testMail(
  db: WaitlistDatabase,
  smtpUrl: string,
  now: () => Date,
  more: Partial<Pick<MailSetting, 'mailPerHour' | 'tell' | 'waitlistKeys'>> = {},
): TestMail {
  const content = loadContent()
  return mailService({
    db,
    content: () => content,
    smtpUrl,
    mailFrom: 'Restwell <hello@restwell.test>',
    mailboxDir: '',
    linkOrigin: SITE_ORIGIN,
    port: 0,
    production: false,
    fallbackOrigin: () => SITE_ORIGIN,
    tell: () => {},
    now,
    ...more,
  })
}

/** The owner's dashboard over `db`, as the server sets it up (waitlist-api.ts), on the test's clock. */
export function testDashboard(
  db: WaitlistDatabase,
  setting: { now?: () => Date; secureCookie?: boolean; webhook?: boolean } = {},
): DashboardSetting {
  const content = loadContent()
  return {
    db: db.kysely,
    secureCookie: setting.secureCookie ?? false,
    names: () => dashboardNames(content),
    brand: () => content.site.brand.name,
    now: setting.now ?? (() => new Date()),
    slots: dashboardSlots(db.kysely, {
      referralBonus: () => content.emails.referrals.referralBonus,
      webhook: setting.webhook ?? false,
    }),
  }
}

export type TestMailing = {
  /** A database of the describe block's own (openOwnTestDatabase), as opened. */
  db: () => WaitlistDatabase
  /** The database the mail goes through: `db`, or what the option `through` made of it. */
  mailDb: () => WaitlistDatabase
  smtp: () => SmtpCatcher
  mail: () => TestMail
}

export type TestMailingOptions = {
  /** testMail's `more`: the hourly ceiling, where its line is told, the link keys. */
  more?: Parameters<typeof testMail>[3]
  /** The database the mail (and the server) go through, made from the one opened. */
  through?: (db: WaitlistDatabase) => WaitlistDatabase
}

/**
 * The server's mail for the tests of the describe block that calls this: a database of its own,
 * a real SMTP server and the mail sending there on `clock`, opened before the tests and closed
 * after them.
 */
export function useTestMail(
  databaseUrl: string | undefined,
  clock: { now: () => Date },
  { more, through = (db) => db }: TestMailingOptions = {},
): TestMailing {
  let db: WaitlistDatabase | undefined
  let mailDb: WaitlistDatabase | undefined
  let smtp: SmtpCatcher | undefined
  let mail: TestMail | undefined
  beforeAll(async () => {
    db = await openOwnTestDatabase(databaseUrl)
    smtp = await startSmtpCatcher()
    mailDb = through(db)
    mail = testMail(mailDb, smtp.url, clock.now, more)
  }, HOOK_TIMEOUT_MS)
  afterAll(async () => {
    mail?.close()
    await smtp?.close()
    await db?.close()
  })
  return {
    db: () => opened(db, 'the test database'),
    mailDb: () => opened(mailDb, 'the test database'),
    smtp: () => opened(smtp, 'the SMTP server'),
    mail: () => opened(mail, 'the mail'),
  }
}

export type MailingServerOptions = TestMailingOptions & {
  /** What a first confirmation also writes besides its email (the webhook's event), over the database. */
  onConfirmed?: (db: WaitlistDatabase) => ConfirmationFollowUp
  /** The server's other options. */
  server?: Omit<TestServerOptions, 'mail' | 'now' | 'onConfirmed'>
}

/**
 * useTestMail, and the real server sending that mail, on `clock`: started after the mail and
 * closed before it.
 */
export function useMailingServer(
  databaseUrl: string | undefined,
  clock: { now: () => Date },
  { onConfirmed, server: serverOptions, ...mailing }: MailingServerOptions = {},
): TestMailing & { server: () => TestServer } {
  const mailed = useTestMail(databaseUrl, clock, mailing)
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await startTestServer(mailed.mailDb(), {
      ...serverOptions,
      mail: mailed.mail(),
      now: clock.now,
      onConfirmed: onConfirmed?.(mailed.mailDb()),
    })
  }, HOOK_TIMEOUT_MS)
  afterAll(() => server?.close())
  return { ...mailed, server: () => opened(server, 'the test server') }
}

const COUNT_ROWS_WITH = {
  email: 'SELECT count(*)::int AS count FROM waitlist_signups WHERE email = ANY($1::text[])',
  idempotency_key:
    'SELECT count(*)::int AS count FROM waitlist_signups WHERE idempotency_key = ANY($1::text[])',
}

export type TestServerOptions = Partial<
  Pick<
    WaitlistAppOptions,
    | 'rateLimit'
    | 'adminToken'
    | 'localToken'
    | 'formPages'
    | 'rules'
    | 'addressOf'
    | 'socketAddressOf'
    | 'counters'
    | 'dashboard'
    | 'funnel'
  >
> & {
  mail?: TestMail
  now?: () => Date
  /** What a first confirmation also writes: the webhook's event (webhook-service.ts). */
  onConfirmed?: ConfirmationFollowUp
}

/** The real app on a real Node HTTP server, on a free port, over `db`. */
export async function startTestServer(
  db: WaitlistDatabase,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const { mail, now = () => new Date(), onConfirmed, ...appOptions } = options
  const content = loadContent()
  const app = createWaitlistApp({
    rules: signupRules(content),
    store: signupStore(db, {
      hashAddress: mail?.secrets.hashAddress,
      onConfirmed: [mail?.confirmedMail, onConfirmed].filter((followUp) => followUp !== undefined),
      now,
    }),
    allowedOrigins: [SITE_ORIGIN],
    siteUrl: () => SITE_ORIGIN,
    rateLimit: { limit: 0, windowMs: 60_000 },
    counters: db.kysely,
    adminToken: ADMIN_TOKEN,
    addressOf: nodeClientAddress(0),
    socketAddressOf: nodeSocketAddress,
    databaseAnswers: () => databaseAnswers(db.kysely),
    now,
    mail: mail && {
      queue: mail.queue,
      secrets: mail.secrets,
      linkPages: linkPages(content),
      now,
      mailbox: mail.mailbox,
    },
    ...appOptions,
  })
  let server: ReturnType<typeof serve> | undefined
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve(info.port),
    )
  })
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    async rowsWith(column, values) {
      const rows = await rawSql(db).query(COUNT_ROWS_WITH[column], [values])
      return Number(rows[0]?.count)
    },
    close: () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())),
  }
}
