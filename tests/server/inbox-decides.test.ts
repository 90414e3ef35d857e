// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadContent } from '../../server/content.ts'
import { mailboxOf } from '../../server/waitlist/mailbox.ts'
import { signupStore } from '../../server/waitlist/signup-store.ts'
import { confirmedEvent } from '../../server/webhook/confirmed-event.ts'
import { type WebhookService, webhookService } from '../../server/webhook/webhook-service.ts'
import { exportedRows } from './csv-export.ts'
import { confirmFrom, messagesTo } from './inbox.ts'
import { codeOf, postJson, signupBody } from './signup-requests.ts'
import { testClock } from './test-clock.ts'
import { DATABASES, useMailingServer } from './test-servers.ts'
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

const SECRET = `whsec_${randomBytes(32).toString('base64')}`

describe.each(DATABASES)('the inbox decides whose details stand, on the $name', ({
  databaseUrl,
}) => {
  let receiver: WebhookReceiver
  let webhook: WebhookService
  const clock = testClock()
  beforeAll(async () => {
    receiver = await startWebhookReceiver(SECRET)
  }, 60_000)
  afterAll(() => receiver?.close())
  const { db, smtp, mail, server } = useMailingServer(databaseUrl, clock, {
    onConfirmed: (opened) => {
      const content = loadContent()
      webhook = webhookService({
        db: opened,
        target: { url: receiver.url, secret: SECRET },
        content: () => content,
        now: clock.now,
      })
      return webhook.onConfirmed
    },
  })

  /** A sign-up named `name` from `source`, by `code`'s link when given: its personal link's code. */
  async function join(email: string, name: string, source: string, code?: string) {
    const base = signupBody(email)
    const response = await postJson(server().url, {
      ...base,
      fields: { ...base.fields, name },
      source: { ...base.source, utm: { utm_source: source }, referralCode: code },
    })
    expect(response.status).toBe(202)
    await mail().sender.runDue()
    return codeOf((await response.json()).referralLink)
  }

  const unique = () => crypto.randomUUID().slice(0, 8)

  it('lets the sign-up its owner confirms win over an attacker’s earlier one: name, referrer, export and webhook', async () => {
    const friendCode = await join(`friend-${unique()}@example.com`, 'Finn', 'friend')
    const attackerCode = await join(`attacker-${unique()}@example.com`, 'Mallory', 'attacker')
    const name = `vera${unique()}`
    const mailbox = `${name}@gmail.com`
    const inbox = () => messagesTo(smtp(), (address) => mailboxOf(address) === mailbox)

    const attackerTyped = `${name.slice(0, 2)}.${name.slice(2)}@gmail.com`
    await join(attackerTyped, 'Mallory', 'attacker', attackerCode)
    const owners = `${name}+waitlist@googlemail.com`
    await join(owners, 'Vera', 'friend', friendCode)
    // Each sign-up's confirmation link went to the address as it was typed.
    expect(inbox()).toHaveLength(2)
    const [attackers] = smtp().to(attackerTyped)
    const [ownersMail] = smtp().to(owners)

    expect((await confirmFrom(server().url, ownersMail)).status).toBe(200)
    // The attacker's link, pressed later, changes nothing; nor does a later sign-up.
    expect((await confirmFrom(server().url, attackers)).status).toBe(200)
    clock.advance(20 * 60_000)
    await join(mailbox, 'Mallory', 'attacker', attackerCode)

    const row = (await exportedRows(server())).find((one) => mailboxOf(one.email ?? '') === mailbox)
    expect(row).toMatchObject({
      email: owners,
      name: 'Vera',
      utm: 'utm_source=friend',
      referred_by: friendCode,
    })
    expect(row?.confirmed_at).not.toBe('')
    const listed = await signupStore(db()).list()
    const referrals = (code: string) => listed.find((one) => one.referral_code === code)?.referrals
    expect([referrals(friendCode), referrals(attackerCode)]).toEqual([1, 0])

    await webhook.sender.runDue()
    const events = receiver.requests.map((request) =>
      confirmedEvent.parse(JSON.parse(request.body)),
    )
    const event = events.find((one) => mailboxOf(one.data.email) === mailbox)
    expect(event?.data).toMatchObject({
      email: owners,
      fields: { name: 'Vera' },
      source: { utm: { utm_source: 'friend' } },
      referral: { code: row?.referral_code, referredBy: friendCode },
    })
    // The “You’re confirmed” email went to the address as its owner typed it.
    expect(smtp().to(owners)).toHaveLength(2)
  })
})
