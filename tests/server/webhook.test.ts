// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Webhook, WebhookVerificationError } from 'standardwebhooks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { rawSql } from '../../scripts/raw-sql.ts'
import {
  dashboardNames,
  dashboardSlots,
  dashboardStatsOf,
} from '../../server/admin/dashboard-stats.ts'
import { loadContent } from '../../server/content.ts'
import { CONFIRM_PATH, LEAVE_PATH } from '../../server/mail/mail-links.ts'
import { dashboardPanels } from '../../server/pages/dashboard-page.tsx'
import { openWaitlistApi } from '../../server/waitlist-api.ts'
import { CONFIRMED_EVENT_TYPE, confirmedEvent } from '../../server/webhook/confirmed-event.ts'
import { failedDeliveries } from '../../server/webhook/webhook-deliveries.ts'
import { type WebhookService, webhookService } from '../../server/webhook/webhook-service.ts'
import { codeOf, postJson, signupBody, uniqueEmail } from './signup-requests.ts'
import { startSmtpCatcher } from './smtp-catcher.ts'
import { testClock } from './test-clock.ts'
import {
  DATABASES,
  SITE_ORIGIN,
  startTestServer,
  type TestServer,
  useTestMail,
} from './test-servers.ts'
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const content = loadContent()
const SECRET = `whsec_${randomBytes(32).toString('base64')}`
const OTHER_SECRET = `whsec_${randomBytes(32).toString('base64')}`
const SECOND = 1000
const HOUR = 3600 * SECOND
/** How long a receiver that keeps failing is tried (issue 36): a day. */
const DAY = 24 * HOUR

/** A link page's button, pressed: its form posted as a browser would. */
function pressButton(url: string, token: string) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  })
}

/** A port where no receiver answers yet (one was there and has stopped). */
async function silentPort() {
  const passing = await startWebhookReceiver(SECRET)
  await passing.close()
  return passing.port
}

describe.each(DATABASES)('the signed webhook on the $name', ({ databaseUrl }) => {
  const clock = testClock()
  const { db, smtp, mail } = useTestMail(databaseUrl, clock)
  const open: { close: () => unknown }[] = []
  afterEach(async () => {
    for (const one of open.splice(0)) await one.close()
    // Each test starts with no delivery of another's pending.
    await rawSql(db()).query('DELETE FROM webhook_deliveries')
  })

  /** The server, its confirmations posted to `url` with `SECRET`, through a sender on the test's clock. */
  async function serverWithWebhook(url: string, timeoutMs?: number) {
    const webhook = webhookService({
      db: db(),
      target: { url, secret: SECRET },
      content: () => content,
      now: clock.now,
      timeoutMs,
    })
    const server = await startTestServer(db(), {
      mail: mail(),
      now: clock.now,
      onConfirmed: webhook.onConfirmed,
    })
    open.push(server)
    return { server, webhook }
  }

  async function receiver(secret = SECRET, port = 0): Promise<WebhookReceiver> {
    const started = await startWebhookReceiver(secret, port)
    open.push(started)
    return started
  }

  /** The token of the confirmation link emailed to `email`. */
  function confirmToken(email: string): string {
    const link = smtp()
      .to(email)[0]
      ?.text?.match(/https?:\/\/\S+/g)
      ?.find((url) => url.includes(CONFIRM_PATH))
    return new URL(link ?? 'https://no.link/').searchParams.get('token') ?? ''
  }

  /**
   * Signs `email` up through the endpoint and presses its email's confirm button; gives the
   * code of the personal link the 202 handed out.
   */
  async function signUpAndConfirm(
    server: TestServer,
    email: string,
    changes: Record<string, unknown> = {},
  ) {
    const answer = await postJson(server.url, signupBody(email, changes))
    expect(answer.status).toBe(202)
    const { referralLink } = z.object({ referralLink: z.string() }).parse(await answer.json())
    await mail().sender.runDue()
    const pressed = await pressButton(`${server.url}${CONFIRM_PATH}`, confirmToken(email))
    expect(pressed.status).toBe(200)
    return codeOf(referralLink)
  }

  const deliveryOf = async (email: string) =>
    (
      await rawSql(db()).query(
        'SELECT message_id, attempts, run_at, last_error, failed_at FROM webhook_deliveries WHERE email = $1',
        [email],
      )
    )[0]

  /** Seconds from the test's clock to the delivery's next try. */
  async function secondsToNextTry(email: string): Promise<number> {
    const runAt = (await deliveryOf(email))?.run_at
    if (!(runAt instanceof Date)) throw new Error(`no delivery pending for ${email}`)
    return (runAt.getTime() - clock.now().getTime()) / SECOND
  }

  /** The clock moved to the delivery's next try, and the due deliveries run. */
  async function atNextTry(webhook: WebhookService, email: string) {
    clock.advance((await secondsToNextTry(email)) * SECOND)
    return webhook.sender.runDue()
  }

  it('posts exactly one verified waitlist.signup.confirmed event per confirmed sign-up, however often it is confirmed', async () => {
    const hook = await receiver()
    const { server, webhook } = await serverWithWebhook(hook.url)
    const email = uniqueEmail('hooked')
    const unconfirmed = uniqueEmail('unconfirmed')
    await postJson(server.url, signupBody(unconfirmed))
    const ownCode = await signUpAndConfirm(server, email, { match: 'swedish' })
    const confirmedAt = clock.now()
    // Pressed again, twice at once, then later: still the one event.
    const again = await Promise.all(
      [1, 2].map(() => pressButton(`${server.url}${CONFIRM_PATH}`, confirmToken(email))),
    )
    expect(again.map((response) => response.status)).toEqual([200, 200])
    await webhook.sender.runDue()
    clock.advance(HOUR)
    expect((await pressButton(`${server.url}${CONFIRM_PATH}`, confirmToken(email))).status).toBe(
      200,
    )
    await webhook.sender.runDue()
    clock.advance(DAY)
    await webhook.sender.runDue()

    expect(hook.requests.map((request) => request.verified)).toEqual([true])
    const [request] = hook.requests
    expect(request?.headers['content-type']).toBe('application/json')
    const event = confirmedEvent.parse(
      new Webhook(SECRET).verify(request?.body ?? '', request?.headers ?? {}),
    )
    const swedish = content.recommendations.recommendations.find(
      (massage) => massage.key === 'swedish',
    )
    expect(event).toMatchObject({
      type: CONFIRMED_EVENT_TYPE,
      timestamp: confirmedAt.toISOString(),
      data: {
        email,
        fields: { name: 'Ana', email, userType: 'client' },
        confirmedAt: confirmedAt.toISOString(),
        source: {
          utm: { utm_source: 'newsletter' },
          referrer: 'https://news.example/',
          landingPath: '/our-story',
        },
        match: { key: 'swedish', name: swedish?.name },
        disposableDomain: false,
      },
    })
    // Its own code, the one its personal link carries; it arrived by nobody's.
    expect(event.data.referral).toEqual({ code: ownCode, referredBy: null })
    // Delivered: the row keeps its webhook-id and no personal data.
    const [kept] = await rawSql(db()).query(
      'SELECT email, body, delivered_at FROM webhook_deliveries WHERE message_id = $1',
      [request?.webhookId],
    )
    expect(kept).toMatchObject({ email: '', body: '' })
    expect(kept?.delivered_at).toBeInstanceOf(Date)
  })

  it('tells, in a friend’s event, the code of the link the friend arrived by and the friend’s own', async () => {
    const hook = await receiver()
    const { server, webhook } = await serverWithWebhook(hook.url)
    const referrerCode = await signUpAndConfirm(server, uniqueEmail('referrer'))
    const friend = uniqueEmail('friend')
    const source = { ...signupBody(friend).source, referralCode: referrerCode }
    const friendCode = await signUpAndConfirm(server, friend, { source })
    await webhook.sender.runDue()

    const events = hook.requests.map((request) =>
      confirmedEvent.parse(new Webhook(SECRET).verify(request.body, request.headers)),
    )
    const friendEvent = events.find((event) => event.data.email === friend)
    expect(friendEvent?.data.referral).toEqual({ code: friendCode, referredBy: referrerCode })
    expect(friendCode).not.toBe(referrerCode)
  })

  it('writes no event when no webhook is set', async () => {
    const server = await startTestServer(db(), { mail: mail(), now: clock.now })
    open.push(server)
    const email = uniqueEmail('no-hook')
    await signUpAndConfirm(server, email)
    expect(await rawSql(db()).query('SELECT 1 FROM webhook_deliveries')).toEqual([])
  })

  it('posts the same event with the same webhook-id again after a receiver answered 500, once it is due', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const hook = await receiver()
    hook.answers.push(500)
    const { server, webhook } = await serverWithWebhook(hook.url)
    const email = uniqueEmail('answered-500')
    await signUpAndConfirm(server, email)

    expect(await webhook.sender.runDue()).toEqual({ delivered: 0, failed: 1 })
    expect(await deliveryOf(email)).toMatchObject({ attempts: 1, last_error: 'HTTP 500' })
    clock.advance(10 * SECOND)
    expect(await webhook.sender.runDue()).toEqual({ delivered: 0, failed: 0 })
    expect(await secondsToNextTry(email)).toBe(20)
    expect(await atNextTry(webhook, email)).toEqual({ delivered: 1, failed: 0 })
    clock.advance(DAY)
    await webhook.sender.runDue()
    errors.mockRestore()

    expect(hook.requests.map((request) => request.verified)).toEqual([true, true])
    const [first, second] = hook.requests
    expect(first?.webhookId).toMatch(/^msg_\w+$/)
    expect(second?.webhookId).toBe(first?.webhookId)
    expect(second?.body).toBe(first?.body)
  })

  it('counts a redirect as a failure, as the standard asks, and does not follow it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const hook = await receiver()
    hook.answers.push('redirect')
    const { server, webhook } = await serverWithWebhook(hook.url)
    const email = uniqueEmail('redirected')
    await signUpAndConfirm(server, email)
    expect(await webhook.sender.runDue()).toEqual({ delivered: 0, failed: 1 })
    errors.mockRestore()
    expect(hook.requests).toHaveLength(1)
    expect(await deliveryOf(email)).toMatchObject({ attempts: 1, last_error: 'HTTP 307' })
  })

  it('keeps trying a receiver that is down, at growing intervals, and delivers once it is back', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const port = await silentPort()
    const { server, webhook } = await serverWithWebhook(`http://127.0.0.1:${port}/hooks/waitlist`)
    const email = uniqueEmail('receiver-down')
    await signUpAndConfirm(server, email)

    const intervals: number[] = []
    expect(await webhook.sender.runDue()).toEqual({ delivered: 0, failed: 1 })
    for (let tries = 0; tries < 5; tries++) {
      intervals.push(await secondsToNextTry(email))
      expect(await atNextTry(webhook, email)).toEqual({ delivered: 0, failed: 1 })
    }
    expect(intervals).toEqual([30, 60, 120, 240, 480])
    const pending = await deliveryOf(email)
    expect(pending).toMatchObject({ attempts: 6, last_error: 'ECONNREFUSED', failed_at: null })

    const hook = await receiver(SECRET, port)
    expect(await atNextTry(webhook, email)).toEqual({ delivered: 1, failed: 0 })
    clock.advance(DAY)
    await webhook.sender.runDue()
    errors.mockRestore()
    expect(hook.requests.map((request) => [request.webhookId, request.verified])).toEqual([
      [pending?.message_id, true],
    ])
  })

  it('gives up after a day of failures, and lists the delivery as failed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const hook = await receiver()
    hook.otherwise = 503
    const { server, webhook } = await serverWithWebhook(hook.url)
    const email = uniqueEmail('given-up')
    await signUpAndConfirm(server, email)
    const confirmedAt = clock.now()

    await webhook.sender.runDue()
    let waits = 0
    while ((await deliveryOf(email))?.failed_at === null) {
      const wait = await secondsToNextTry(email)
      expect(wait).toBeLessThanOrEqual(HOUR / SECOND)
      waits++
      await atNextTry(webhook, email)
    }
    const failedAt = clock.now()
    const given = failedAt.getTime() - confirmedAt.getTime()
    expect(given).toBeGreaterThanOrEqual(DAY)
    expect(given).toBeLessThanOrEqual(DAY + HOUR)
    clock.advance(DAY)
    await webhook.sender.runDue()
    errors.mockRestore()

    expect(hook.requests).toHaveLength(waits + 1)
    expect(new Set(hook.requests.map((request) => request.webhookId)).size).toBe(1)
    expect(await failedDeliveries(db().kysely)).toEqual([
      {
        message_id: hook.requests[0]?.webhookId,
        event_type: CONFIRMED_EVENT_TYPE,
        email,
        attempts: waits + 1,
        last_error: 'HTTP 503',
        created_at: confirmedAt,
        failed_at: failedAt,
      },
    ])
    // The owner's dashboard lists it, with a webhook set up, in its data and on its page.
    const names = dashboardNames(content)
    const slots = dashboardSlots(db().kysely, {
      referralBonus: () => content.emails.referrals.referralBonus,
      webhook: true,
    })
    const stats = await dashboardStatsOf(db().kysely, names, clock.now(), slots)
    expect(stats.failedDeliveries).toEqual(await failedDeliveries(db().kysely))
    const panels = dashboardPanels({ stats, names })
    for (const shown of [hook.requests[0]?.webhookId ?? '?', email, 'HTTP 503'])
      expect(panels).toContain(shown)
  })

  it('signs with the secret it is given: a receiver with another secret refuses the event, and it is not delivered', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const hook = await receiver(OTHER_SECRET)
    const { server, webhook } = await serverWithWebhook(hook.url)
    const email = uniqueEmail('wrong-secret')
    await signUpAndConfirm(server, email)
    expect(await webhook.sender.runDue()).toEqual({ delivered: 0, failed: 1 })
    errors.mockRestore()

    const [request] = hook.requests
    expect(hook.requests.map((one) => one.verified)).toEqual([false])
    const body = request?.body ?? ''
    const headers = request?.headers ?? {}
    expect(() => new Webhook(OTHER_SECRET).verify(body, headers)).toThrow(WebhookVerificationError)
    // The same request verifies with the sender's secret, and not once its body is changed.
    expect(new Webhook(SECRET).verify(body, headers)).toMatchObject({ data: { email } })
    expect(() => new Webhook(SECRET).verify(body.replace(email, uniqueEmail()), headers)).toThrow(
      WebhookVerificationError,
    )
    expect(await deliveryOf(email)).toMatchObject({ last_error: 'HTTP 401' })
  })

  it('gives up on a receiver that does not answer in time, and posts the same event again when due', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const hook = await receiver()
    hook.answers.push('hang')
    const { server, webhook } = await serverWithWebhook(hook.url, 300)
    const email = uniqueEmail('hanging')
    await signUpAndConfirm(server, email)

    expect(await webhook.sender.runDue()).toEqual({ delivered: 0, failed: 1 })
    expect(await deliveryOf(email)).toMatchObject({ attempts: 1, last_error: 'timed out' })
    expect(await atNextTry(webhook, email)).toEqual({ delivered: 1, failed: 0 })
    errors.mockRestore()
    const [first, second] = hook.requests
    expect(hook.requests).toHaveLength(2)
    expect(second?.webhookId).toBe(first?.webhookId)
  })

  it('delivers nothing for an address that left the list before its event went out', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const port = await silentPort()
    const { server, webhook } = await serverWithWebhook(`http://127.0.0.1:${port}/hooks/waitlist`)
    const email = uniqueEmail('left-before')
    await signUpAndConfirm(server, email)
    await webhook.sender.runDue()
    errors.mockRestore()

    const leaveHeader = smtp()
      .to(email)[0]
      ?.headerLines.find((header) => header.key === 'list-unsubscribe')
      ?.line.replace(/\r\n(?=[ \t])/g, '')
    const leaveLink = leaveHeader?.match(/<([^>]+)>/)?.[1] ?? 'https://no.link/'
    const token = new URL(leaveLink).searchParams.get('token') ?? ''
    expect((await pressButton(`${server.url}${LEAVE_PATH}`, token)).status).toBe(200)
    expect(await deliveryOf(email)).toBeUndefined()

    const hook = await receiver(SECRET, port)
    clock.advance(HOUR)
    expect(await webhook.sender.runDue()).toEqual({ delivered: 0, failed: 0 })
    expect(hook.requests).toEqual([])
  })
})

describe('the signed webhook of a running server', () => {
  it('delivers a confirmed sign-up’s event by itself, as it sends the email', async () => {
    const smtp = await startSmtpCatcher()
    const hook = await startWebhookReceiver(SECRET)
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'webhook-server-')), 'waitlist')
    const api = await openWaitlistApi({
      dataDir,
      allowedOrigins: [SITE_ORIGIN],
      adminToken: '',
      rateLimit: { limit: 0, windowMs: 60_000 },
      port: 0,
      production: false,
      linkOrigin: SITE_ORIGIN,
      smtpUrl: smtp.url,
      mailFrom: 'Restwell <hello@restwell.test>',
      mailboxDir: path.join(path.dirname(dataDir), 'mailbox'),
      webhook: { url: hook.url, secret: SECRET },
      addressOf: () => '127.0.0.1',
      tell: () => {},
    })
    try {
      const email = uniqueEmail('running')
      const signedUp = await api.app.request('/api/waitlist', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signupBody(email)),
      })
      expect(signedUp.status).toBe(202)
      await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(1), { timeout: 15_000 })
      const link = smtp
        .to(email)[0]
        ?.text?.match(/https?:\/\/\S+/g)
        ?.find((url) => url.includes(CONFIRM_PATH))
      const token = new URL(link ?? 'https://no.link/').searchParams.get('token') ?? ''
      const confirmed = await api.app.request(CONFIRM_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      })
      expect(confirmed.status).toBe(200)
      await vi.waitFor(() => expect(hook.requests).toHaveLength(1), { timeout: 15_000 })
      expect(hook.requests[0]?.verified).toBe(true)
      expect(JSON.parse(hook.requests[0]?.body ?? '{}')).toMatchObject({ data: { email } })
    } finally {
      await api.close()
      await hook.close()
      await smtp.close()
    }
  }, 60_000)
})
