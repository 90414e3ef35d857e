import {
  type BrowserContext,
  expect,
  type Page,
  type Request,
  type TestInfo,
} from '@playwright/test'
import { z } from 'zod'
import { outboxEntry } from '../../../contract/signup-payload'
import { MAX_TYPED_LENGTH } from '../../../contract/value-schemas'
import { emptyValues } from '../../../contract/values-schema'
import { MIN_HUMAN_FILL_MS } from '../../../src/features/waitlist/spam-signals'
import { TEST_ENDPOINT } from '../servers/test-sites'
import { receivedForEmail } from '../servers/waitlist-endpoint-server'
import { brand, fieldLabel, fill, forms, messages, submitLabel, withBrand } from './copy'
import { waitForMark } from './page-marks'

/** The waitlist's words as content has them, so rewording never breaks these tests. */
export const waitlistCopy = {
  ...messages.waitlist,
  confirmationTitle: withBrand(messages.waitlist.confirmation.title),
  alreadyTitle: withBrand(messages.waitlist.alreadyJoined.title),
  welcomeTitle: withBrand(messages.waitlist.success.title),
  submit: submitLabel('waitlist'),
}

/** The line under the confirmation once the site's own server has the sign-up (issue 33). */
export const checkInbox = (email: string) => fill(messages.waitlist.checkInbox, { brand, email })

export const OUTBOX_KEY = 'restwell.waitlistOutbox'

/**
 * A person's time over the form, past the spam rule's minimum: waited out in real time, since
 * page.clock's fake timers stall the page's start-up, and installed later, its performance.now()
 * parts from the IntersectionObserver time the rule counts from.
 */
export const HUMAN_FILL_MS = MIN_HUMAN_FILL_MS + 200

/** An email no other test uses, so each test has the endpoint's plan and records to itself. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `${label}.${testInfo.workerIndex}.${Date.now()}@example.com`
}

/** Opens the home page at the form, and waits until it is ready (see waitForWaitlist). */
export async function openWaitlist(page: Page) {
  await page.goto('/#waitlist')
  return waitForWaitlist(page)
}

/** Waits until the form on this page works, and its delivery and toast code are here. */
export async function waitForWaitlist(page: Page) {
  const form = page.locator('#waitlist form')
  await expect(form).not.toHaveAttribute('data-awaits-app')
  await expect
    .poll(() =>
      page.evaluate(() =>
        ['/delivery-', '/toast-stack-'].every((chunk) =>
          performance.getEntriesByType('resource').some((entry) => entry.name.includes(chunk)),
        ),
      ),
    )
    .toBe(true)
  return form
}

/** How many typing boxes the waitlist form defines in content (text, email, phone, address). */
export const WAITLIST_TEXT_FIELDS = forms.waitlist.fields.filter((field) =>
  Object.hasOwn(MAX_TYPED_LENGTH, field.kind),
).length

/**
 * The fields a sign-up of the waitlist form sends: every field content defines, those the test
 * filled in with their values, the rest empty as the form leaves them.
 */
export const waitlistFields = (filled: Record<string, string>) => ({
  ...emptyValues(forms.waitlist),
  ...filled,
})

/** A choice the waitlist's select `name` offers (its last), read from content. */
export function someChoiceOf(name: string): string {
  const choice = forms.waitlist.fields.find((field) => field.name === name)?.options?.at(-1)
  if (!choice) throw new Error(`forms.json's waitlist form has no "${name}" field with options`)
  return choice.value
}

export async function fillWaitlist(page: Page, values: { name: string; email: string }) {
  const form = page.locator('#waitlist form')
  await form.getByRole('textbox', { name: fieldLabel('waitlist', 'name') }).fill(values.name)
  await form.getByRole('textbox', { name: fieldLabel('waitlist', 'email') }).fill(values.email)
}

export function submitButton(page: Page) {
  return page.locator('#waitlist').getByRole('button', { name: waitlistCopy.submit })
}

/**
 * Tells the test endpoint how to answer this email's next requests (then 202 received), each refusal
 * naming `error` when given (as the waitlist server's "unknown-field").
 */
export async function planAnswers(email: string, statuses: number[], error?: string) {
  const response = await fetch(`${TEST_ENDPOINT}/__plans/${encodeURIComponent(email)}`, {
    method: 'PUT',
    body: JSON.stringify({ statuses, error }),
  })
  expect(response.ok).toBe(true)
}

/** What the test endpoint received for this email, and how many sign-ups it keeps. */
export async function receivedFor(email: string) {
  const response = await fetch(`${TEST_ENDPOINT}/__requests/${encodeURIComponent(email)}`)
  return receivedForEmail.parse(await response.json())
}

/** The outbox as this browser's localStorage holds it. */
export async function storedOutbox(page: Page) {
  const stored = await page.evaluate((key) => localStorage.getItem(key) ?? '[]', OUTBOX_KEY)
  return z.array(outboxEntry).parse(JSON.parse(stored))
}

/** The sign-ups each browser context is sending (the page's only POSTs), not yet answered. */
const sendsUnderWay = new WeakMap<BrowserContext, Set<Request>>()

/** Keeps count of the sign-ups this browser context's pages send, for nothingLeftToSend. */
export function watchSends(context: BrowserContext) {
  const underWay = new Set<Request>()
  sendsUnderWay.set(context, underWay)
  context.on('request', (request) => {
    if (request.method() === 'POST') underWay.add(request)
  })
  context.on('requestfinished', (request) => underWay.delete(request))
  context.on('requestfailed', (request) => underWay.delete(request))
  // A page closed mid-send hears no answer: its sends end with it.
  const endWith = (page: Page) =>
    page.on('close', () => {
      for (const request of underWay) if (request.frame().page() === page) underWay.delete(request)
    })
  context.pages().forEach(endWith)
  context.on('page', endWith)
}

/**
 * Waits until the page has nothing left to send: its outbox holds nothing pending, its check for
 * what an earlier visit left pending is done, and every send of its browser (see watchSends) has
 * been answered.
 */
export async function nothingLeftToSend(page: Page) {
  await expect
    .poll(async () => (await storedOutbox(page)).filter((entry) => entry.state === 'pending'))
    .toEqual([])
  await waitForMark(page, 'pendingSignupsChecked')
  await expect.poll(() => sendsUnderWay.get(page.context())?.size).toBe(0)
}

/**
 * The waitlist section of a browser that has joined, on a later visit (issue 34): its heading,
 * and the quiet button that brings the form back.
 */
export function rememberedHeading(page: Page) {
  return page
    .locator('#waitlist')
    .getByRole('heading', { name: withBrand(waitlistCopy.remembered.title), exact: true })
}

export function notYouButton(page: Page) {
  return page.locator('#waitlist').getByRole('button', { name: waitlistCopy.remembered.notYou })
}

/** A later visit that finds this browser on the list: "Not you?" brings back the form to fill. */
export async function notYou(page: Page) {
  await expect(rememberedHeading(page)).toBeVisible()
  await notYouButton(page).click()
  await expect(page.locator('#waitlist form')).toBeVisible()
}

/** The box that shows the personal link after a sign-up, and on a later visit. */
export function referralLinkBox(page: Page) {
  return page
    .locator('#waitlist')
    .getByRole('textbox', { name: waitlistCopy.referral.linkLabel, exact: true })
}
