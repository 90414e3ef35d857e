// npm run waitlist -- list | count | top | export | send
// Reads the waitlist from the same database the server uses: DATABASE_URL, or the embedded one
// (asking the running server when npm start or npm run serve has it open).
import { z } from 'zod'
import { loadContent } from '#server/content'
import { serverConfig } from './config.ts'
import {
  claimFolder,
  currentOwner,
  type EmbeddedOwner,
  FolderTakenError,
} from './db/embedded-owner.ts'
import { openDatabase } from './db/open-database.ts'
import { mailService } from './mail/mail-service.ts'
import { EXPORT_JSON_PATH } from './paths.ts'
import { asText, fieldColumns, signupsCsv } from './waitlist/csv.ts'
import {
  type ListCount,
  type StoredSignup,
  signupStore,
  storedSignup,
} from './waitlist/signup-store.ts'
import { type TopReferrer, topReferrers } from './waitlist/standings.ts'
import { terminalText } from './waitlist/terminal-text.ts'
import { webhookSender } from './webhook/webhook-deliveries.ts'

/** How many people `top` lists. */
const TOP_COUNT = 10

/** The best referrers of a list read whole (from the running server): as topReferrers orders them. */
function topOfList(signups: StoredSignup[], limit: number): TopReferrer[] {
  return signups
    .filter((signup) => signup.referrals > 0)
    .sort((a, b) => b.referrals - a.referrals || a.position - b.position)
    .slice(0, limit)
    .map((signup) => ({
      email: signup.email,
      name: asText(signup.fields.name),
      referralCode: signup.referral_code,
      referrals: signup.referrals,
      position: signup.position,
    }))
}

const USAGE = `Usage: npm run waitlist -- <command>
  list     every sign-up, oldest first
  count    how many people are on the list
  top      the 10 people whose links brought the most confirmed friends
  export   the list as CSV (npm run waitlist -- export > waitlist.csv)
  send     send the emails and webhook events that are due, once (a serverless host's schedule runs this)`

/** The list from the server that has the embedded database open, with the token it left us. */
async function askRunningServer(owner: EmbeddedOwner): Promise<StoredSignup[]> {
  const response = await fetch(`${owner.url}${EXPORT_JSON_PATH}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  })
  if (!response.ok) throw new Error(`The running server (${owner.url}) answered ${response.status}`)
  return z.array(storedSignup).parse(await response.json())
}

/**
 * The waitlist, read where it lives: DATABASE_URL's server; the running server that has the
 * embedded folder; or the folder itself, claimed for the while (no server can open it meanwhile).
 */
async function openReader() {
  const config = serverConfig()
  const owner = config.databaseUrl ? undefined : await currentOwner(config.dataDir)
  if (owner?.url) {
    const list = () => askRunningServer(owner)
    const count = async (): Promise<ListCount> => {
      const signups = await list()
      const confirmed = signups.filter((signup) => signup.confirmed_at !== null).length
      return { total: signups.length, confirmed }
    }
    // The server that has the folder open sends the due mail itself, every few seconds.
    const send = async () => console.log(`The running server (${owner.url}) sends the mail.`)
    // The export has every sign-up's referrals and place: the best of them are the top.
    const top = async (limit: number) => topOfList(await list(), limit)
    return { list, count, top, send, done: async () => {} }
  }
  if (owner) throw new FolderTakenError(config.dataDir, owner)
  const claim = config.databaseUrl ? undefined : await claimFolder(config.dataDir)
  const db = await openDatabase(config)
  const referralBonus = () => loadContent().emails.referrals.referralBonus
  const store = signupStore(db, { referralBonus })
  return {
    list: () => store.list(),
    count: () => store.count(),
    top: (limit: number) => topReferrers(db.kysely, limit, referralBonus()),
    async send() {
      const mail = mailService({
        ...config,
        db,
        content: () => loadContent(),
        fallbackOrigin: () => `http://localhost:${config.port}`,
        tell: console.log,
      })
      const { sent, failed } = await mail.sender.runDue()
      mail.close()
      console.log(`${sent} sent, ${failed} to try again later.`)
      if (!config.webhook) return
      const events = await webhookSender(db.kysely, config.webhook).runDue()
      console.log(`Webhook: ${events.delivered} delivered, ${events.failed} to try again later.`)
    },
    async done() {
      await db.close()
      claim?.release()
    },
  }
}

/** Columns padded to their widest cell, under a header and a rule, every cell made printable. */
function textTable(titles: string[], cells: string[][]): string {
  const header = titles.map(terminalText)
  const rows = cells.map((row) => row.map(terminalText))
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((width) => '─'.repeat(width))), ...rows.map(line)].join(
    '\n',
  )
}

function printList(signups: StoredSignup[], formFields: string[]) {
  if (signups.length === 0) return console.log('Nobody has signed up yet.')
  const fields = fieldColumns(signups, formFields)
  const rows = signups.map((signup) => [
    minute(signup.received_at),
    signup.confirmed_at ? minute(signup.confirmed_at) : '',
    ...fields.map((name) => asText(signup.fields[name])),
    signup.quiz_match ?? '',
    signup.landing_path,
    signup.referral_code ?? '',
    signup.referred_by ?? '',
    String(signup.referrals),
    String(signup.position),
    [
      signup.honeypot_filled ? 'honeypot' : '',
      signup.submitted_too_fast ? 'too fast' : '',
      signup.disposable_domain ? 'disposable domain' : '',
    ]
      .filter(Boolean)
      .join(', '),
  ])
  const titles = [
    'received (UTC)',
    'confirmed (UTC)',
    ...fields,
    'quiz match',
    'landed on',
    'referral code',
    'referred by',
    'referrals',
    'position',
    'flagged',
  ]
  console.log(textTable(titles, rows))
  const confirmed = signups.filter((signup) => signup.confirmed_at !== null).length
  console.log(`\n${countLine({ total: signups.length, confirmed })}`)
}

function printTop(referrers: TopReferrer[]) {
  if (referrers.length === 0)
    return console.log('No confirmed friend has joined through a link yet.')
  const rows = referrers.map((referrer) => [
    String(referrer.position),
    referrer.email,
    referrer.name,
    referrer.referralCode ?? '',
    String(referrer.referrals),
  ])
  console.log(textTable(['position', 'email', 'name', 'referral code', 'referrals'], rows))
}

/** `3 on the list: 2 confirmed, 1 unconfirmed.` */
function countLine({ total, confirmed }: ListCount): string {
  return `${total} on the list: ${confirmed} confirmed, ${total - confirmed} unconfirmed.`
}

/** A time to the minute, in UTC: `2026-11-26 06:40`. */
const minute = (time: Date) => time.toISOString().replace('T', ' ').slice(0, 16)

const command = process.argv[2]
const COMMANDS = ['list', 'count', 'top', 'export', 'send']
if (!command || !COMMANDS.includes(command)) {
  console.error(USAGE)
  process.exit(command ? 2 : 0)
}
try {
  const reader = await openReader()
  try {
    const formFields = loadContent().forms.waitlist.fields.map((field) => field.name)
    if (command === 'list') printList(await reader.list(), formFields)
    if (command === 'count') console.log(countLine(await reader.count()))
    if (command === 'top') printTop(await reader.top(TOP_COUNT))
    if (command === 'send') await reader.send()
    if (command === 'export') process.stdout.write(signupsCsv(await reader.list(), formFields))
  } finally {
    await reader.done()
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
