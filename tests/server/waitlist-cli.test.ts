// @vitest-environment node
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { rawSql } from '../../scripts/raw-sql.ts'
import { loadContent } from '../../server/content.ts'
import { openDatabase } from '../../server/db/open-database.ts'
import { signupRules } from '../../server/waitlist/signup-rules.ts'
import { signupStore } from '../../server/waitlist/signup-store.ts'
import { webhookService } from '../../server/webhook/webhook-service.ts'
import { signupBody, uniqueEmail } from './signup-requests.ts'
import { startWebhookReceiver } from './webhook-receiver.ts'

const run = promisify(execFile)
const TSX = ['node_modules/tsx/dist/cli.mjs']
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'waitlist-cli-')), 'waitlist')
const env = { ...process.env, DATABASE_URL: '', SMTP_URL: '', WAITLIST_DATA_DIR: dataDir }
const PORT = 4397

/** `npm run waitlist -- <command>` on the test's own embedded folder. */
async function waitlist(command: string) {
  return run(process.execPath, [...TSX, 'server/waitlist-cli.ts', command], { env })
}

function startServer(): ChildProcess {
  return spawn(process.execPath, [...TSX, 'server/node.ts'], {
    env: { ...env, PORT: String(PORT), DIST_DIR: 'no-site-here' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

async function untilAnswering() {
  for (let tries = 0; tries < 200; tries++) {
    const up = await fetch(`http://127.0.0.1:${PORT}/api/waitlist`, { method: 'OPTIONS' }).then(
      () => true,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the server did not start')
}

const servers: ChildProcess[] = []
afterAll(() => {
  for (const server of servers) server.kill('SIGTERM')
})

describe('npm run waitlist', () => {
  const email = uniqueEmail('owner')

  it('counts (confirmed and not), lists and exports the embedded database', async () => {
    const db = await openDatabase({ dataDir })
    const checked = signupRules(loadContent()).check(signupBody(email), undefined)
    if (!checked.ok) throw new Error(checked.rejection.message)
    await signupStore(db).add(checked.signup)
    await db.close()

    expect((await waitlist('count')).stdout.trim()).toBe(
      '1 on the list: 0 confirmed, 1 unconfirmed.',
    )
    const listed = (await waitlist('list')).stdout
    expect(listed).toContain(email)
    expect(listed.split('\n')[0]).toMatch(/referral code +referred by +referrals +position/)
    const csv = (await waitlist('export')).stdout
    expect(csv.split('\r\n')[0]).toMatch(/^"received_at","signed_up_at","confirmed_at",/)
    expect(csv.split('\r\n')[0]).toMatch(/,"referral_code","referred_by","referrals","position"$/)
    expect(csv).toContain(email)
  }, 60_000)

  it('sends the due email once (to the dev mailbox without SMTP_URL), and shows the address confirmed', async () => {
    const sent = (await waitlist('send')).stdout
    expect(sent).toContain(`Confirmation email for ${email}`)
    expect(sent).toContain('1 sent, 0 to try again later.')
    expect((await waitlist('send')).stdout).toContain('0 sent, 0 to try again later.')
    const mailbox = path.join(path.dirname(dataDir), 'mailbox')
    expect(readdirSync(mailbox).filter((file) => file.endsWith('.eml'))).toHaveLength(1)

    const db = await openDatabase({ dataDir })
    await signupStore(db).confirm(email, new Date('2026-11-26T07:30:00Z'))
    await db.close()
    expect((await waitlist('count')).stdout.trim()).toBe(
      '1 on the list: 1 confirmed, 0 unconfirmed.',
    )
    expect((await waitlist('list')).stdout).toContain('2026-11-26 07:30')
  }, 120_000)

  it('lists a row stored before control characters were refused without letting its text steer the terminal', async () => {
    const hostileEmail = uniqueEmail('terminal')
    const hostileName =
      '\u001b]0;owned\u0007\u001b[2J\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007\r\nforged  row \u202eevil\u2066'
    const db = await openDatabase({ dataDir })
    // As an older server stored it, past today's rules.
    await rawSql(db).query(
      `INSERT INTO waitlist_signups (idempotency_key, email, mailbox, fields, honeypot_filled, submitted_too_fast, signed_up_at)
       VALUES ($1, $2, $2, $3::jsonb, false, false, now())`,
      [
        crypto.randomUUID(),
        hostileEmail,
        JSON.stringify({ name: hostileName, email: hostileEmail, 'x\u001b[31m': 'y' }),
      ],
    )
    await db.close()

    const { stdout } = await waitlist('list')
    expect(stdout).toContain(hostileEmail)
    expect(stdout).not.toContain('\u001b')
    expect(stdout).not.toContain('\u0007')
    expect(stdout).not.toContain('\r')
    expect(stdout).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/)
    // Header, rule, two rows, a blank line, the total: no forged line.
    expect(stdout.trimEnd().split('\n')).toHaveLength(6)
    expect(stdout).toContain('\\u001b]0;owned')
  }, 60_000)

  it('lists invisible tag characters, noncharacters and bidi controls as their escapes', async () => {
    const email = uniqueEmail('invisible')
    // "Ana", then "EVIL" in tag characters no one sees, noncharacters of the first plane and a
    // later one, and the marks, embeddings, overrides and isolates that reorder text.
    const hidden = {
      tags: [
        '\u{E0045}\u{E0056}\u{E0049}\u{E004C}\u{E007F}',
        '\\u{E0045}\\u{E0056}\\u{E0049}\\u{E004C}\\u{E007F}',
      ],
      noncharacters: ['\uFFFF\uFFFE\uFDD0\u{1FFFF}', '\\uffff\\ufffe\\ufdd0\\u{1FFFF}'],
      bidi: [
        '\u202E\u202A\u2066\u2067\u2068\u2069\u200E\u200F\u061C',
        '\\u202e\\u202a\\u2066\\u2067\\u2068\\u2069\\u200e\\u200f\\u061c',
      ],
    }
    const name = `Ana${Object.values(hidden)
      .map(([raw]) => raw)
      .join('')}`
    const db = await openDatabase({ dataDir })
    // As an older server stored it, past today's rules.
    await rawSql(db).query(
      `INSERT INTO waitlist_signups (idempotency_key, email, mailbox, fields, honeypot_filled, submitted_too_fast, signed_up_at)
       VALUES ($1, $2, $2, $3::jsonb, false, false, now())`,
      [crypto.randomUUID(), email, JSON.stringify({ name, email })],
    )
    await db.close()

    const { stdout } = await waitlist('list')
    const row = stdout.split('\n').find((line) => line.includes(email)) ?? ''
    expect(row).toContain(
      `Ana${Object.values(hidden)
        .map(([, shown]) => shown)
        .join('')}`,
    )
    expect(stdout).not.toMatch(
      /[\u{E0000}-\u{E007F}\uFFFE\uFFFF\uFDD0\u{1FFFF}\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u,
    )
  }, 60_000)

  it('lists the 10 best referrers: whose links brought the most confirmed friends', async () => {
    expect((await waitlist('top')).stdout.trim()).toBe(
      'No confirmed friend has joined through a link yet.',
    )
    const db = await openDatabase({ dataDir })
    const store = signupStore(db)
    const code = (await store.list()).find((signup) => signup.email === email)?.referral_code
    const friend = uniqueEmail('friend')
    const body = signupBody(friend)
    const checked = signupRules(loadContent()).check(
      { ...body, source: { ...body.source, referralCode: code } },
      undefined,
    )
    if (!checked.ok) throw new Error(checked.rejection.message)
    await store.add(checked.signup)
    await store.confirm(friend, new Date('2026-11-26T08:00:00Z'))
    await db.close()

    const [header, rule, first, ...rest] = (await waitlist('top')).stdout.trimEnd().split('\n')
    expect(header).toMatch(/^position +email +name +referral code +referrals$/)
    expect(rule).toMatch(/^─+/)
    expect(first?.split(/ {2,}/)).toEqual(['1', email, 'Ana', code, '1'])
    expect(rest).toEqual([])
  }, 60_000)

  it('asks the running server that has the folder open, and a second server is refused', async () => {
    const server = startServer()
    servers.push(server)
    await untilAnswering()
    expect((await waitlist('list')).stdout).toContain(email)
    expect((await waitlist('top')).stdout.split('\n')[2]?.split(/ {2,}/)).toEqual(
      expect.arrayContaining([email, '1']),
    )

    const second = spawn(process.execPath, [...TSX, 'server/node.ts'], {
      env: { ...env, PORT: String(PORT + 1), DIST_DIR: 'no-site-here' },
    })
    let said = ''
    second.stderr?.on('data', (chunk) => {
      said += String(chunk)
    })
    const exitCode = await new Promise((resolve) => second.once('exit', resolve))
    expect(exitCode).not.toBe(0)
    expect(said).toMatch(new RegExp(`is open in process \\d+ \\(http://127.0.0.1:${PORT}\\)`))
    // One line to act on, no stack.
    expect(said).not.toMatch(/\n\s+at /)
  }, 60_000)
})

describe('npm run waitlist -- send, with a webhook set', () => {
  it('delivers the due webhook events once, signed, as a serverless host’s schedule would', async () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'waitlist-cli-webhook-')), 'waitlist')
    const secret = `whsec_${Buffer.alloc(32, 9).toString('base64')}`
    const receiver = await startWebhookReceiver(secret)
    const email = uniqueEmail('scheduled')
    const db = await openDatabase({ dataDir: folder })
    const content = loadContent()
    const webhook = webhookService({
      db,
      target: { url: receiver.url, secret },
      content: () => content,
    })
    const store = signupStore(db, { onConfirmed: [webhook.onConfirmed] })
    const checked = signupRules(content).check(signupBody(email), undefined)
    if (!checked.ok) throw new Error(checked.rejection.message)
    await store.add(checked.signup)
    await store.confirm(email, new Date())
    await db.close()

    const send = async () =>
      (
        await run(process.execPath, [...TSX, 'server/waitlist-cli.ts', 'send'], {
          env: {
            ...env,
            WAITLIST_DATA_DIR: folder,
            WAITLIST_WEBHOOK_URL: receiver.url,
            WAITLIST_WEBHOOK_SECRET: secret,
          },
        })
      ).stdout
    expect(await send()).toContain('Webhook: 1 delivered, 0 to try again later.')
    expect(await send()).toContain('Webhook: 0 delivered, 0 to try again later.')
    await receiver.close()
    expect(receiver.requests.map((request) => request.verified)).toEqual([true])
    expect(JSON.parse(receiver.requests[0]?.body ?? '{}')).toMatchObject({ data: { email } })
  }, 120_000)
})
