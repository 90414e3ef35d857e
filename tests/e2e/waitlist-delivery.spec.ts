import { expect, type Page, test } from '@playwright/test'
import { signupPayload } from '../../contract/signup-payload'
import { expectNoAxeViolations } from './helpers/axe'
import { fieldLabel } from './helpers/copy'
import { collectPageErrors } from './helpers/page-errors'
import { holdScripts } from './helpers/slow-phone'
import {
  fillWaitlist,
  HUMAN_FILL_MS,
  nothingLeftToSend,
  notYou,
  openWaitlist,
  planAnswers,
  receivedFor,
  someChoiceOf,
  storedOutbox,
  submitButton,
  uniqueEmail,
  WAITLIST_TEXT_FIELDS,
  waitForWaitlist,
  waitlistCopy,
  waitlistFields,
  watchSends,
} from './helpers/waitlist'
import { ENDPOINT_SITE, TEST_ENDPOINT } from './servers/test-sites'

// The site built with VITE_WAITLIST_ENDPOINT pointing at the tests' own endpoint, which can be
// told to fail (tests/e2e/servers/waitlist-endpoint-server.ts).
test.use({ baseURL: ENDPOINT_SITE })

const confirmation = (page: Page) =>
  page.getByRole('heading', { name: waitlistCopy.confirmationTitle })
/** The waiting note offline: it will go once the visitor is back online. */
const pendingNote = (page: Page) => page.getByText(waitlistCopy.pending)
/** The waiting note online (a busy service, a slow link): it is being sent. */
const sendingNote = (page: Page) => page.getByText(waitlistCopy.sending)

/** Waits until the endpoint has had `count` requests for this email, and returns them. */
async function requestsOnceThereAre(email: string, count: number, timeout = 15_000) {
  await expect.poll(async () => (await receivedFor(email)).requests.length, { timeout }).toBe(count)
  return (await receivedFor(email)).requests
}

test.beforeEach(({ context }) => watchSends(context))

/** How many requests the endpoint had for this email once the page has nothing left to send. */
async function requestCountOnceSettled(page: Page, email: string) {
  await nothingLeftToSend(page)
  return (await receivedFor(email)).requests.length
}

test.describe('waitlist delivery to an endpoint', () => {
  test('500, 500, 500, then 202: one sign-up kept, the same key each time, waits of at least 1, 2 and 4 s, each longer than the last', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'retries')
    await planAnswers(email, [500, 500, 500])
    await openWaitlist(page)
    await fillWaitlist(page, { name: 'Ana', email })
    await submitButton(page).click()

    // Safe on this device after the first 500: the confirmation says it is still on its way.
    await expect(confirmation(page)).toBeVisible()
    await expect(sendingNote(page)).toBeVisible()

    const requests = await requestsOnceThereAre(email, 4)
    expect(requests.map((request) => request.status)).toEqual([500, 500, 500, 202])
    const keys = new Set(requests.map((request) => request.idempotencyKey))
    expect(keys.size).toBe(1)
    for (const request of requests) {
      expect(signupPayload.parse(request.body).idempotencyKey).toBe(request.idempotencyKey)
    }
    // The order of the waits and their floors (a timer never fires early; a busy machine only
    // makes them longer): the exact delays are tests/lib/query-client.test.ts's.
    const waits = requests.slice(1).map((request, i) => request.at - (requests[i]?.at ?? 0))
    expect(waits).toHaveLength(3)
    expect(waits[0]).toBeGreaterThan(900)
    expect(waits[1]).toBeGreaterThan(Math.max(1900, waits[0] ?? 0))
    expect(waits[2]).toBeGreaterThan(Math.max(3900, waits[1] ?? 0))
    expect((await receivedFor(email)).keptSignups).toBe(1)

    // Delivered: the plain confirmation, and screen readers hear that it went.
    await expect(sendingNote(page)).toHaveCount(0)
    await expect(page.getByRole('status').filter({ hasText: waitlistCopy.sent })).toBeAttached()
    expect(await storedOutbox(page)).toEqual([])
  })

  test('500 four times: kept in the outbox, delivered on the next visit with the same key, not sent after', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'next-visit')
    await planAnswers(email, [500, 500, 500, 500])
    await openWaitlist(page)
    await fillWaitlist(page, { name: 'Ben', email })
    await submitButton(page).click()
    await expect(confirmation(page)).toBeVisible()

    const firstVisit = await requestsOnceThereAre(email, 4)
    await expect
      .poll(async () => (await storedOutbox(page)).map((entry) => entry.state))
      .toEqual(['pending'])
    await expect(sendingNote(page)).toBeVisible()

    await page.goto('/our-story')
    const afterNextVisit = await requestsOnceThereAre(email, 5)
    expect(afterNextVisit[4]?.status).toBe(202)
    expect(afterNextVisit[4]?.idempotencyKey).toBe(firstVisit[0]?.idempotencyKey)
    await expect.poll(() => storedOutbox(page)).toEqual([])

    await page.goto('/')
    expect(await requestCountOnceSettled(page, email)).toBe(5)
    expect((await receivedFor(email)).keptSignups).toBe(1)
  })

  test('422: not retried, kept as needing attention, and the visitor is told what to do', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'refused')
    await planAnswers(email, [422])
    const form = await openWaitlist(page)
    await fillWaitlist(page, { name: 'Cleo', email })
    await submitButton(page).click()

    const notice = page.getByRole('alert').filter({ hasText: waitlistCopy.refused.title })
    await expect(notice).toBeVisible()
    await expect(notice).toContainText(waitlistCopy.refused.body)
    // Never welcomed, not even for a moment.
    await expect(confirmation(page)).toHaveCount(0)
    await expect(page.getByText(waitlistCopy.welcomeTitle)).toHaveCount(0)
    // What was typed stays, and the email field is where to look.
    await expect(form.locator('input[type="email"]')).toHaveValue(email)
    await expect(form.locator('input[type="email"]')).toBeFocused()
    expect((await storedOutbox(page)).map((entry) => entry.state)).toEqual(['needs-attention'])
    expect(await requestCountOnceSettled(page, email)).toBe(1)
    await expectNoAxeViolations(page)
  })

  test('422, then the same email sent again corrected: taken, under a new key, and welcomed', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'corrected')
    await planAnswers(email, [422])
    const form = await openWaitlist(page)
    await fillWaitlist(page, { name: 'Cleo', email })
    await submitButton(page).click()
    await expect(
      page.getByRole('alert').filter({ hasText: waitlistCopy.refused.title }),
    ).toBeVisible()

    await form.getByRole('textbox', { name: fieldLabel('waitlist', 'name') }).fill('Cleo Lima')
    await submitButton(page).click()

    await expect(confirmation(page)).toBeVisible()
    const requests = await requestsOnceThereAre(email, 2)
    expect(requests.map((request) => request.status)).toEqual([422, 202])
    expect(requests[1]?.idempotencyKey).not.toBe(requests[0]?.idempotencyKey)
    expect(signupPayload.parse(requests[1]?.body).fields.name).toBe('Cleo Lima')
    await expect.poll(() => storedOutbox(page)).toEqual([])
  })

  test('422 for a field the endpoint does not know yet: kept, the visitor told it will be retried, blamed for nothing, delivered on the next visit', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'postponed')
    await planAnswers(email, [422], 'unknown-field')
    await openWaitlist(page)
    await fillWaitlist(page, { name: 'Dana', email })
    await submitButton(page).click()

    await expect(confirmation(page)).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: waitlistCopy.postponed })).toBeVisible()
    await expect(page.getByText(waitlistCopy.refused.body)).toHaveCount(0)
    expect((await storedOutbox(page)).map((entry) => entry.state)).toEqual(['pending'])
    await expectNoAxeViolations(page)

    // The endpoint deployed again with the field: the next visit sends it, with the same key.
    await page.goto('/our-story')
    const requests = await requestsOnceThereAre(email, 2)
    expect(requests.map((request) => request.status)).toEqual([422, 202])
    expect(requests[1]?.idempotencyKey).toBe(requests[0]?.idempotencyKey)
    await expect.poll(() => storedOutbox(page)).toEqual([])
  })

  test('a refusal after a retry brings the form back as typed, with the message', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'refused-later')
    await planAnswers(email, [500, 422])
    const form = await openWaitlist(page)
    await fillWaitlist(page, { name: 'Cy', email })
    await submitButton(page).click()
    await expect(sendingNote(page)).toBeVisible()

    await expect(
      page.getByRole('alert').filter({ hasText: waitlistCopy.refused.title }),
    ).toBeVisible()
    await expect(form.locator('input[type="email"]')).toHaveValue(email)
    await expect(form.locator('input[type="email"]')).toBeFocused()
    expect((await storedOutbox(page)).map((entry) => entry.state)).toEqual(['needs-attention'])
    expect((await receivedFor(email)).requests.map((request) => request.status)).toEqual([500, 422])
  })

  // Issue 35: "back online" only when the browser is offline.
  test('online on a slow link, a sign-up held for the page’s code says it is being sent, not to wait to be back online', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'slow-link')
    await planAnswers(email, [500, 500, 500, 500])
    const release = await holdScripts(page)
    await page.goto('/#waitlist')
    await fillWaitlist(page, { name: 'Ana', email })
    await submitButton(page).click()
    release()
    await expect(confirmation(page)).toBeVisible()
    await expect(sendingNote(page)).toBeVisible()
    await expect(pendingNote(page)).toHaveCount(0)
  })

  test('offline submit: confirmed as pending, delivered once back online without a reload, not again after one', async ({
    page,
    context,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'offline')
    await openWaitlist(page)
    await context.setOffline(true)
    await fillWaitlist(page, { name: 'Dev', email })
    await submitButton(page).click()
    await expect(confirmation(page)).toBeVisible()
    await expect(pendingNote(page)).toBeVisible()
    await expect(sendingNote(page)).toHaveCount(0)
    await expectNoAxeViolations(page)
    expect((await receivedFor(email)).requests).toHaveLength(0)

    await context.setOffline(false)
    await requestsOnceThereAre(email, 1)
    await expect(pendingNote(page)).toHaveCount(0)
    await expect.poll(() => storedOutbox(page)).toEqual([])

    await page.reload()
    expect(await requestCountOnceSettled(page, email)).toBe(1)
    expect((await receivedFor(email)).keptSignups).toBe(1)
  })

  test('with storage refused (a private mode), a sign-up is still sent and nothing breaks', async ({
    page,
  }, testInfo) => {
    // The planned 500 is logged by the browser as a failed load; anything else is a fault.
    const errors = collectPageErrors(page, [TEST_ENDPOINT])
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      }
      Object.defineProperty(window, 'localStorage', { get: refuse })
      Object.defineProperty(window, 'sessionStorage', { get: refuse })
    })
    const email = uniqueEmail(testInfo, 'no-storage')
    await planAnswers(email, [500])
    await openWaitlist(page)
    await fillWaitlist(page, { name: 'Mo', email })
    await submitButton(page).click()
    // Nowhere to keep it: the visitor waits for the endpoint's answer, through one retry.
    await expect(confirmation(page)).toBeVisible()
    await expect(pendingNote(page)).toHaveCount(0)
    const requests = await requestsOnceThereAre(email, 2)
    expect(requests.map((request) => request.status)).toEqual([500, 202])
    expect(signupPayload.parse(requests[0]?.body).source.landingPath).toBe('')
    expect(errors()).toEqual([])
  })

  test('a reload during a back-off sends the sign-up once', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'reload')
    await planAnswers(email, [500])
    await openWaitlist(page)
    await fillWaitlist(page, { name: 'Eli', email })
    await submitButton(page).click()
    await requestsOnceThereAre(email, 1)
    // The reload comes within the back-off: on a slow machine the old page's retry could start
    // as it unloads, before the reload is in; kept from leaving, it is as if it had not fired.
    let reloaded = false
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true
    })
    await page.route(/\/signups$/, (route) => (reloaded ? route.continue() : route.abort()))
    await page.reload()

    const requests = await requestsOnceThereAre(email, 2)
    expect(new Set(requests.map((request) => request.idempotencyKey)).size).toBe(1)
    await expect.poll(() => storedOutbox(page)).toEqual([])
    expect(await requestCountOnceSettled(page, email)).toBe(2)
    expect((await receivedFor(email)).keptSignups).toBe(1)
  })

  test('a double click and a double Enter are one sign-up each', async ({ page }, testInfo) => {
    const clicked = uniqueEmail(testInfo, 'double-click')
    await openWaitlist(page)
    await fillWaitlist(page, { name: 'Fay', email: clicked })
    await submitButton(page).dblclick()
    await expect(confirmation(page)).toBeVisible()
    expect(await requestCountOnceSettled(page, clicked)).toBe(1)

    const entered = uniqueEmail(testInfo, 'double-enter')
    await page.reload()
    const form = await waitForWaitlist(page)
    // The browser has joined: its section says so (issue 34), and "Not you?" brings the form back.
    await notYou(page)
    await fillWaitlist(page, { name: 'Gus', email: entered })
    await form.locator('input[type="email"]').focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await expect(confirmation(page)).toBeVisible()
    expect(await requestCountOnceSettled(page, entered)).toBe(1)
  })

  test('the same email again, in other case and with spaces, is "already on the list" and sends nothing', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'again')
    await openWaitlist(page)
    await fillWaitlist(page, { name: 'Hal', email })
    await submitButton(page).click()
    await expect(confirmation(page)).toBeVisible()
    await requestsOnceThereAre(email, 1)

    await page.reload()
    await waitForWaitlist(page)
    await notYou(page)
    await fillWaitlist(page, { name: 'Hal', email: `  ${email.toUpperCase()} ` })
    await submitButton(page).click()
    await expect(page.getByRole('heading', { name: waitlistCopy.alreadyTitle })).toBeFocused()
    expect(await requestCountOnceSettled(page, email)).toBe(1)
    await expectNoAxeViolations(page)
  })

  test('a filled honeypot is delivered, flagged', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'honeypot')
    const form = await openWaitlist(page)
    // A script fills every input; a person never meets this one.
    const honeypot = form.locator('input[name="website"]')
    const box = await honeypot.boundingBox()
    expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1)
    // Not a text box to assistive technology, and not on the keyboard's path.
    await expect(form.getByRole('textbox')).toHaveCount(WAITLIST_TEXT_FIELDS)
    await form.locator('input[type="email"]').focus()
    await page.keyboard.press('Tab')
    await expect(honeypot).not.toBeFocused()
    await honeypot.evaluate((input: HTMLInputElement) => {
      input.value = 'https://spam.example'
    })
    await fillWaitlist(page, { name: 'Ivy', email })
    await submitButton(page).click()
    const [request] = await requestsOnceThereAre(email, 1)
    const payload = signupPayload.parse(request?.body)
    expect(payload.spam.honeypotFilled).toBe(true)
    // How soon it was sent depends on this machine's speed; the 3 s rule itself is tested with a
    // controlled clock in tests/waitlist/spam-signals.test.tsx.
  })

  test('a person who takes their time is not flagged, and the payload holds the fields and nothing else', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'human')
    const form = await openWaitlist(page)
    await fillWaitlist(page, { name: 'Jo', email })
    const userType = someChoiceOf('userType')
    await form.getByLabel(fieldLabel('waitlist', 'userType')).selectOption(userType)
    await page.waitForTimeout(HUMAN_FILL_MS)
    await submitButton(page).click()
    const [request] = await requestsOnceThereAre(email, 1)
    expect(Object.keys(Object(request?.body)).sort()).toEqual(
      ['createdAt', 'fields', 'idempotencyKey', 'kind', 'source', 'spam'].sort(),
    )
    const payload = signupPayload.parse(request?.body)
    expect(payload.fields).toEqual(waitlistFields({ name: 'Jo', email, userType }))
    expect(payload.spam).toEqual({ honeypotFilled: false, submittedTooFast: false })
    expect(Date.now() - Date.parse(payload.createdAt)).toBeLessThan(60_000)
  })

  test('UTM parameters and the referrer of the landing page arrive after moving to another page', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'utm')
    await page.goto('/our-story?utm_source=newsletter&utm_campaign=launch&ref=ignored', {
      referer: 'https://news.example/item?id=7',
    })
    await page.locator('a[href="/#waitlist"]').last().click()
    await waitForWaitlist(page)
    await fillWaitlist(page, { name: 'Kai', email })
    await submitButton(page).click()
    const [request] = await requestsOnceThereAre(email, 1)
    expect(signupPayload.parse(request?.body).source).toEqual({
      utm: { utm_source: 'newsletter', utm_campaign: 'launch' },
      referrer: 'https://news.example/item?id=7',
      landingPath: '/our-story',
    })
  })

  test('500 four times, the page left open: sent again about 15 s later, with the same key', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000)
    const email = uniqueEmail(testInfo, 'left-open')
    await planAnswers(email, [500, 500, 500, 500])
    await openWaitlist(page)
    await fillWaitlist(page, { name: 'Ada', email })
    await submitButton(page).click()
    await expect(sendingNote(page)).toBeVisible()
    const tries = await requestsOnceThereAre(email, 4)
    const requests = await requestsOnceThereAre(email, 5, 30_000)
    const lastTry = tries[3]?.at ?? 0
    expect((requests[4]?.at ?? 0) - lastTry).toBeGreaterThanOrEqual(14_000)
    expect(requests[4]?.idempotencyKey).toBe(tries[0]?.idempotencyKey)
    await expect(sendingNote(page)).toBeHidden()
    expect((await receivedFor(email)).keptSignups).toBe(1)
  })

  test('two tabs open with a pending sign-up deliver it once', async ({ context }, testInfo) => {
    const email = uniqueEmail(testInfo, 'two-tabs')
    // The first tab leaves the sign-up pending: the endpoint fails its four tries, and it gives
    // up. (Offline would do too, but a tab that is closing can still hear the network come back.)
    await planAnswers(email, [500, 500, 500, 500])
    const first = await context.newPage()
    await openWaitlist(first)
    await fillWaitlist(first, { name: 'Lou', email })
    await submitButton(first).click()
    await expect(sendingNote(first)).toBeVisible()
    await requestsOnceThereAre(email, 4)
    await first.close()

    const [second, third] = await Promise.all([context.newPage(), context.newPage()])
    await Promise.all([second.goto('/'), third.goto('/quiz')])
    const requests = await requestsOnceThereAre(email, 5)
    expect(requests.map((request) => request.status)).toEqual([500, 500, 500, 500, 202])
    expect(await requestCountOnceSettled(third, email)).toBe(5)
    expect((await receivedFor(email)).keptSignups).toBe(1)
  })
})
