import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'

function waitlist(page: Page) {
  return page.locator('#waitlist')
}

async function submit(page: Page) {
  await waitlist(page).getByRole('button', { name: 'Join the Waitlist' }).click()
}

test.describe('the waitlist form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/#waitlist')
  })

  test('has first name, an email field of the browser email type and an optional user type', async ({
    page,
  }) => {
    const form = waitlist(page)
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveAttribute('type', 'text')
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email')
    await expect(form.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('required')
    const userType = form.getByRole('combobox', { name: 'I am a…' })
    await expect(userType.getByRole('option')).toHaveText([
      'Select an option',
      'Client looking for massage',
      'Massage therapist',
      'Both',
    ])
    await expect(userType).not.toHaveAttribute('required')
  })

  test('an empty submit shows the destructive toast', async ({ page }) => {
    await submit(page)
    const toast = page.locator('[data-variant="destructive"]')
    await expect(toast).toBeVisible()
    await expect(toast.getByText('Please fill in all fields', { exact: true })).toBeVisible()
    await expect(
      toast.getByText('Both name and email are required.', { exact: true }),
    ).toBeVisible()
    // Screen readers hear it through Radix's live announcement.
    await expect(
      page.getByRole('status').filter({ hasText: 'Both name and email are required.' }).first(),
    ).toBeAttached()
    await expectNoAxeViolations(page)
  })

  for (const [missing, fill] of [
    ['email', { name: 'Ana', email: '' }],
    ['name', { name: '', email: 'ana@example.com' }],
  ] as const) {
    test(`a partial submit (no ${missing}) shows the toast and keeps what was typed`, async ({
      page,
    }) => {
      const form = waitlist(page)
      await form.getByRole('textbox', { name: 'First name' }).fill(fill.name)
      await form.getByRole('textbox', { name: 'Email' }).fill(fill.email)
      await form.getByRole('combobox', { name: 'I am a…' }).selectOption('therapist')
      await submit(page)
      await expect(page.getByText('Please fill in all fields', { exact: true })).toBeVisible()
      await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue(fill.name)
      await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(fill.email)
      await expect(form.getByRole('combobox', { name: 'I am a…' })).toHaveValue('therapist')
      await expect(
        form.getByRole('textbox', { name: missing === 'name' ? 'First name' : 'Email' }),
      ).toHaveAttribute('aria-invalid', 'true')
    })
  }

  test('a malformed email is stopped by the browser, not sent', async ({ page }) => {
    const form = waitlist(page)
    await form.getByRole('textbox', { name: 'First name' }).fill('Ana')
    await form.getByRole('textbox', { name: 'Email' }).fill('ana-at-example')
    await submit(page)
    const valid = await form
      .getByRole('textbox', { name: 'Email' })
      .evaluate((input: HTMLInputElement) => input.validity.valid)
    expect(valid).toBe(false)
    await expect(page.getByText("You're on the list!")).toHaveCount(0)
  })

  test('a valid submit logs the sign-up, toasts a welcome and shows the confirmation', async ({
    page,
  }) => {
    const logged: string[] = []
    page.on('console', (message) => logged.push(message.text()))
    // No endpoint is set in this build: the sign-up goes nowhere but the console.
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`)
    })
    const form = waitlist(page)
    await form.getByRole('textbox', { name: 'First name' }).fill('Ana')
    await form.getByRole('textbox', { name: 'Email' }).fill('ana@example.com')
    await form.getByRole('combobox', { name: 'I am a…' }).selectOption('client')
    await submit(page)
    await expect(page.getByText('Welcome to Restwell!', { exact: true })).toBeVisible()
    await expect(
      page.getByText("Thank you for joining our waitlist. We'll be in touch soon.", {
        exact: true,
      }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeFocused()
    await expect(
      page.getByText(
        "Thank you for joining our waitlist. We'll notify you when Restwell launches and your wellness journey begins.",
      ),
    ).toBeVisible()
    await expect(form.getByRole('button', { name: 'Join the Waitlist' })).toHaveCount(0)
    const signupLog = logged.find((text) => text.includes('Waitlist sign-up'))
    expect(signupLog).toContain('ana@example.com')
    // Only what the visitor typed: no keys, sources or spam flags.
    expect(signupLog).not.toMatch(/idempotency|utm|referrer|honeypot/i)
    expect(sent).toEqual([])
    await expectNoAxeViolations(page)
  })

  test('toasts can be dismissed', async ({ page }) => {
    await submit(page)
    await expect(page.getByText('Please fill in all fields', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Dismiss notification' }).click()
    await expect(page.getByText('Please fill in all fields', { exact: true })).toHaveCount(0)
  })
})
