import { expect, type Page, type TestInfo } from '@playwright/test'
import { z } from 'zod'
import forms from '../../../schemas/content/forms.json' with { type: 'json' }
import { outboxEntry } from '../../../src/features/waitlist/signup-payload'
import { TEST_ENDPOINT } from '../servers/test-sites'
import { receivedForEmail } from '../servers/waitlist-endpoint-server'
import { fieldLabel, messages, submitLabel, withBrand } from './copy'

/** The waitlist's words as content has them, so rewording never breaks these tests. */
export const waitlistCopy = {
  ...messages.waitlist,
  confirmationTitle: withBrand(messages.waitlist.confirmation.title),
  alreadyTitle: withBrand(messages.waitlist.alreadyJoined.title),
  welcomeTitle: withBrand(messages.waitlist.success.title),
  submit: submitLabel('waitlist'),
}

export const OUTBOX_KEY = 'restwell.waitlistOutbox'

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

/** How many text boxes the waitlist form defines in content. */
export const WAITLIST_TEXT_FIELDS = forms.waitlist.fields.filter(
  (field) => field.kind === 'text' || field.kind === 'email',
).length

export async function fillWaitlist(page: Page, values: { name: string; email: string }) {
  const form = page.locator('#waitlist form')
  await form.getByRole('textbox', { name: fieldLabel('waitlist', 'name') }).fill(values.name)
  await form.getByRole('textbox', { name: fieldLabel('waitlist', 'email') }).fill(values.email)
}

export function submitButton(page: Page) {
  return page.locator('#waitlist').getByRole('button', { name: waitlistCopy.submit })
}

/** Tells the test endpoint how to answer this email's next requests (then 200). */
export async function planAnswers(email: string, statuses: number[]) {
  const response = await fetch(`${TEST_ENDPOINT}/__plans/${encodeURIComponent(email)}`, {
    method: 'PUT',
    body: JSON.stringify({ statuses }),
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
