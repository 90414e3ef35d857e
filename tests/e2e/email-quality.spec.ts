import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { fieldLabel, fill, invalidMessage, messages, quiz } from './helpers/copy'
import { answerAll, CALM_RUN, emailBox, seeResultsButton } from './helpers/quiz'
import {
  fillWaitlist,
  openWaitlist,
  receivedFor,
  submitButton,
  uniqueEmail,
  waitlistCopy,
} from './helpers/waitlist'
import { ENDPOINT_SITE } from './servers/test-sites'

// Issue 33, email quality in the browser: an address without a dot in its domain is refused by
// the field, a likely typo of a common domain is suggested in one line under it, and the privacy
// page is a link under the waitlist's button. Against the site that sends to the tests' endpoint,
// so what reaches an endpoint can be read.
test.use({ baseURL: ENDPOINT_SITE })

const waitlistEmail = (page: Page) =>
  page.locator('#waitlist').getByRole('textbox', { name: fieldLabel('waitlist', 'email') })
const suggestionFor = (email: string) => fill(messages.emailSuggestion, { email })
const useDomain = (domain: string) => fill(messages.emailSuggestionUse, { domain })
/** The typo checker's own code, fetched when an email field is first used. */
const TYPO_CHUNK = '/email-typo-'

function fetched(page: Page, part: string) {
  return page.evaluate(
    (chunk) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(chunk)),
    part,
  )
}

test.describe('an address without a dot in its domain', () => {
  for (const width of [390, 1280])
    test(`at ${width} px the waitlist refuses it by the field, in the form’s own words, and sends nothing`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 844 })
      const local = `${uniqueEmail(testInfo, `nodot-${width}`).split('@')[0]}@example`
      await openWaitlist(page)
      await fillWaitlist(page, { name: 'Jamie', email: local })
      await submitButton(page).click()
      await expect(waitlistEmail(page)).toHaveAttribute('aria-invalid', 'true')
      await expect(waitlistEmail(page)).toHaveAccessibleDescription(
        invalidMessage('waitlist', 'email'),
      )
      await expect(page.getByRole('heading', { name: waitlistCopy.confirmationTitle })).toHaveCount(
        0,
      )
      expect((await receivedFor(local)).requests).toEqual([])
      await expectNoAxeViolations(page)
      await page.locator('#waitlist form').screenshot({
        path: testInfo.outputPath(`no-dot-${width}.png`),
      })
    })

  test('the quiz’s email step refuses it inline and shows no result', async ({ page }) => {
    await page.goto('/quiz')
    await answerAll(page, CALM_RUN)
    await emailBox(page).fill('jamie@example')
    await seeResultsButton(page).click()
    await expect(emailBox(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(invalidMessage('quizEmail', 'email'))).toBeVisible()
    await expect(seeResultsButton(page)).toBeVisible()
  })
})

test.describe('a likely typo of a common domain', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px, by keyboard: gmial.com is suggested as gmail.com under the field, and accepting it fixes the field`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 844 })
      await openWaitlist(page)
      // Not part of the first visit: the checker comes when the field is used.
      expect(await fetched(page, TYPO_CHUNK)).toBe(false)
      await waitlistEmail(page).focus()
      await page.keyboard.type('jamie@gmial.com')
      await expect.poll(() => fetched(page, TYPO_CHUNK)).toBe(true)
      await page.keyboard.press('Tab')

      const line = page.getByText(suggestionFor('jamie@gmail.com'))
      await expect(line).toBeVisible()
      // Screen readers hear it as it appears.
      await expect(page.locator('[aria-live="polite"]').filter({ has: line })).toHaveCount(1)
      await expectNoAxeViolations(page)
      await page.locator('#waitlist form').screenshot({
        path: testInfo.outputPath(`suggestion-${width}.png`),
      })

      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Shift+Tab')
      const accept = page.getByRole('button', { name: useDomain('gmail.com') })
      await expect(accept).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(waitlistEmail(page)).toHaveValue('jamie@gmail.com')
      await expect(waitlistEmail(page)).toBeFocused()
      await expect(line).toHaveCount(0)
    })
  }

  test('an address as meant gets no suggestion', async ({ page }) => {
    await openWaitlist(page)
    await waitlistEmail(page).fill('jamie@gmail.com')
    await waitlistEmail(page).blur()
    await expect.poll(() => fetched(page, TYPO_CHUNK)).toBe(true)
    await expect(page.getByText(suggestionFor('jamie@gmail.com'))).toHaveCount(0)
  })

  test('the quiz’s email field suggests too', async ({ page }) => {
    await page.goto('/quiz')
    await answerAll(page, CALM_RUN)
    await emailBox(page).fill('ana@hotmial.com')
    await emailBox(page).blur()
    await page.getByRole('button', { name: useDomain('hotmail.com') }).click()
    await expect(emailBox(page)).toHaveValue('ana@hotmail.com')
  })
})

test.describe('a likely typo sent with Enter', () => {
  for (const width of [390, 1280])
    test(`at ${width} px the waitlist holds it with its suggestion, in reserved space, and sends nothing until the visitor chooses`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 })
      // An address of a usual length: the line's room is measured.
      const local = `rae${width}`
      const typed = `${local}@hotmial.com`
      const meant = `${local}@hotmail.com`
      await openWaitlist(page)
      await fillWaitlist(page, { name: 'Rae', email: typed })
      const before = await submitButton(page).boundingBox()
      await waitlistEmail(page).press('Enter')

      await expect(page.getByText(suggestionFor(meant))).toBeVisible()
      await expect(waitlistEmail(page)).toBeFocused()
      await expect(page.getByRole('heading', { name: waitlistCopy.confirmationTitle })).toHaveCount(
        0,
      )
      expect((await receivedFor(typed)).requests).toEqual([])
      expect((await receivedFor(meant)).requests).toEqual([])
      // The line takes the field's reserved message line: on a laptop nothing below it moves.
      const after = await submitButton(page).boundingBox()
      const moved = (after?.y ?? 0) - (before?.y ?? 0)
      expect(moved).toBeLessThanOrEqual(width < 640 ? 24 : 0)
      await expectNoAxeViolations(page)
      await page.locator('#waitlist form').screenshot({
        path: test.info().outputPath(`typo-held-${width}.png`),
      })

      await page.getByRole('button', { name: useDomain('hotmail.com') }).click()
      await expect(
        page.getByRole('heading', { name: waitlistCopy.confirmationTitle }),
      ).toBeVisible()
      await expect.poll(async () => (await receivedFor(meant)).requests.length).toBe(1)
      expect((await receivedFor(typed)).requests).toEqual([])
    })

  test('sent before the check’s code has arrived, it is held all the same, once the code comes', async ({
    page,
  }, testInfo) => {
    let letTheCodeCome = () => {}
    const codeMayCome = new Promise<void>((resolve) => {
      letTheCodeCome = resolve
    })
    await page.route(`**${TYPO_CHUNK}*`, async (route) => {
      await codeMayCome
      await route.continue()
    })
    const local = uniqueEmail(testInfo, 'early').split('@')[0]
    const typed = `${local}@hotmial.com`
    await openWaitlist(page)
    await fillWaitlist(page, { name: 'Rae', email: typed })
    await waitlistEmail(page).press('Enter')
    letTheCodeCome()
    await expect(page.getByText(suggestionFor(`${local}@hotmail.com`))).toBeVisible()
    await expect(page.getByRole('heading', { name: waitlistCopy.confirmationTitle })).toHaveCount(0)
    expect((await receivedFor(typed)).requests).toEqual([])
  })

  test('“Keep mine” sends the address as typed, and the next submit of it is not held again', async ({
    page,
  }, testInfo) => {
    const typed = `${uniqueEmail(testInfo, 'keep').split('@')[0]}@hotmial.com`
    await openWaitlist(page)
    await fillWaitlist(page, { name: 'Rae', email: typed })
    await submitButton(page).click()
    await page.getByRole('button', { name: messages.emailSuggestionKeep }).click()
    await expect(page.getByRole('heading', { name: waitlistCopy.confirmationTitle })).toBeVisible()
    await expect.poll(async () => (await receivedFor(typed)).requests.length).toBe(1)
  })

  test('the quiz’s email step holds it too, and shows no result until the visitor chooses', async ({
    page,
  }) => {
    await page.goto('/quiz')
    await answerAll(page, CALM_RUN)
    await emailBox(page).fill('rae2@hotmial.com')
    await emailBox(page).press('Enter')
    await expect(page.getByText(suggestionFor('rae2@hotmail.com'))).toBeVisible()
    await expect(seeResultsButton(page)).toBeVisible()
    await page.getByRole('button', { name: useDomain('hotmail.com') }).click()
    await expect(
      page.getByText(fill(quiz.result.matchEmailed, { email: 'rae2@hotmail.com' })),
    ).toBeVisible()
  })
})

test('the privacy page is a link under the waitlist’s button, next by keyboard', async ({
  page,
}) => {
  await openWaitlist(page)
  await submitButton(page).focus()
  await page.keyboard.press('Tab')
  const link = page.locator('#waitlist').getByRole('link', { name: waitlistCopy.privacyLink })
  await expect(link).toBeFocused()
  await expect(link).toHaveAttribute('href', '/privacy')
})
