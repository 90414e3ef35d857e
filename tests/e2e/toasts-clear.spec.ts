import { expect, type Locator, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { fieldLabel, quiz } from './helpers/copy'
import { answerAll, CALM_RUN, completeQuiz, emailBox, seeResultsButton } from './helpers/quiz'
import { submitButton, uniqueEmail, waitlistCopy } from './helpers/waitlist'
import { ENDPOINT_SITE } from './servers/test-sites'

// Issue 46: a toast never covers what the visitor acts on next: the focused control (with the
// error that describes it) and the controls after it, on a phone, a laptop and at 200% zoom
// (a 1280×800 screen zoomed to 200% lays the page out in 640×400).
const SCREENS = [
  { name: '390×844', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
  { name: '1280×800', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: '200% zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
]

const toastCard = (page: Page) => page.locator('li[data-variant]')

/** The parts of the page a box covers, by name: those on screen that the toast overlaps. */
async function coveredParts(toast: Locator, parts: Record<string, Locator>): Promise<string[]> {
  const toastBox = await toast.boundingBox()
  if (!toastBox) return ['(no toast on screen)']
  const viewport = toast.page().viewportSize()
  const covered: string[] = []
  for (const [name, part] of Object.entries(parts)) {
    const box = await part.boundingBox()
    if (!box || !viewport) continue
    const onScreen = box.y + box.height > 0 && box.y < viewport.height
    const overlaps =
      box.x < toastBox.x + toastBox.width &&
      box.x + box.width > toastBox.x &&
      box.y < toastBox.y + toastBox.height &&
      box.y + box.height > toastBox.y
    if (onScreen && overlaps) covered.push(name)
  }
  return covered
}

/** A field with what describes it (its error, its help), each by name, to keep clear. */
async function withDescriptions(name: string, field: Locator): Promise<Record<string, Locator>> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean)
  const parts: Record<string, Locator> = { [name]: field }
  for (const id of ids) parts[`${name}'s description #${id}`] = field.page().locator(`[id="${id}"]`)
  return parts
}

/** Waits until the toast on screen covers none of `parts` (the page may scroll to clear them). */
async function expectClearOf(page: Page, parts: Record<string, Locator>) {
  await expect(toastCard(page)).toBeVisible()
  await expect.poll(() => coveredParts(toastCard(page), parts)).toEqual([])
}

/** Watches, from before the action, for the toast's words in a live region screen readers hear. */
function announced(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text }).first().waitFor({ state: 'attached' })
}

for (const screen of SCREENS)
  test.describe(`toasts at ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor })

    test('an empty waitlist submit: the error toast covers neither the name to fix nor the email after it', async ({
      page,
    }) => {
      await page.goto('/#waitlist')
      const form = page.locator('#waitlist form')
      const name = form.getByRole('textbox', { name: fieldLabel('waitlist', 'name') })
      const email = form.getByRole('textbox', { name: fieldLabel('waitlist', 'email') })
      const heard = announced(page, waitlistCopy.missingFields.description)
      await submitButton(page).click()
      await expect(name).toBeFocused()
      await heard
      await expectClearOf(page, { ...(await withDescriptions('name', name)), email })
      await expect(name).toBeInViewport()
      await expectNoAxeViolations(page)
    })

    test('a waitlist submit without an email: the error toast covers neither the email nor the controls after it', async ({
      page,
    }) => {
      await page.goto('/#waitlist')
      const form = page.locator('#waitlist form')
      const email = form.getByRole('textbox', { name: fieldLabel('waitlist', 'email') })
      await form.getByRole('textbox', { name: fieldLabel('waitlist', 'name') }).fill('Ana')
      await submitButton(page).click()
      await expect(email).toBeFocused()
      await expectClearOf(page, {
        ...(await withDescriptions('email', email)),
        'user type': form.getByRole('combobox', { name: fieldLabel('waitlist', 'userType') }),
        submit: submitButton(page),
      })
      await expect(email).toBeInViewport()
    })

    test('"Link copied" after Share my match covers neither Share nor what follows it', async ({
      page,
      context,
    }) => {
      // A whole quiz, then axe: longer than the default on a busy machine.
      test.slow()
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.addInitScript(() => {
        Reflect.deleteProperty(Navigator.prototype, 'share')
      })
      await completeQuiz(page, CALM_RUN)
      const share = page.getByRole('button', { name: quiz.share.button })
      await share.scrollIntoViewIfNeeded()
      const heard = announced(page, quiz.share.copied.title)
      await share.click()
      await heard
      await expect(share).toBeFocused()
      await expectClearOf(page, {
        share,
        join: page.getByRole('link', { name: quiz.result.join }),
        retake: page.getByRole('button', { name: quiz.result.retake }),
      })
      await expect(share).toBeInViewport()
      await expectNoAxeViolations(page)
    })
  })

// The quiz's email step sends to the tests' own endpoint, which takes the sign-up.
test.describe('joining from the quiz’s email step', () => {
  test.use({ baseURL: ENDPOINT_SITE })

  for (const screen of SCREENS)
    test(`at ${screen.name}, the result welcomes with SPEC's toast, clear of the heading and Share`, async ({
      browser,
    }, testInfo) => {
      // A whole quiz, then axe: longer than the default on a busy machine.
      test.slow()
      const context = await browser.newContext({
        baseURL: ENDPOINT_SITE,
        viewport: screen.viewport,
        deviceScaleFactor: screen.deviceScaleFactor,
      })
      const page = await context.newPage()
      await page.goto('/quiz')
      await answerAll(page, CALM_RUN)
      await page.getByRole('checkbox', { name: quiz.emailStep.joinWaitlist }).check()
      await emailBox(page).fill(uniqueEmail(testInfo, 'quiz-welcome'))
      const heard = announced(page, waitlistCopy.success.description)
      await seeResultsButton(page).click()
      await heard
      const toast = toastCard(page)
      await expect(toast.getByText(waitlistCopy.welcomeTitle, { exact: true })).toBeVisible()
      await expect(toast.getByText(waitlistCopy.success.description, { exact: true })).toBeVisible()
      const heading = page.getByRole('heading', { level: 2 }).first()
      await expect(heading).toBeFocused()
      await expectClearOf(page, {
        heading,
        share: page.getByRole('button', { name: quiz.share.button }),
      })
      await expectNoAxeViolations(page)
      await context.close()
    })
})
