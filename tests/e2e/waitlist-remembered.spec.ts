import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { fieldLabel, quiz, withBrand } from './helpers/copy'
import { answerAll, completeQuiz, emailBox, seeResultsButton } from './helpers/quiz'
import {
  fillWaitlist,
  notYouButton,
  openWaitlist,
  referralLinkBox,
  rememberedHeading,
  submitButton,
  uniqueEmail,
  waitForWaitlist,
  waitlistCopy,
} from './helpers/waitlist'

// Issue 34, "Remembered", on the default build (sign-ups go to the browser console, so there is
// no personal link): a browser that has joined is greeted as a member on its next visit, from
// the outbox's own storage, and the quiz never invites it to join twice.

const RUN = {
  goal: 'relaxation',
  pain: 'none',
  pressure: 'light',
  experience: 'never',
  areas: ['back'],
} as const

const confirmation = (page: Page) =>
  page.getByRole('heading', { name: waitlistCopy.confirmationTitle })
const onTheList = (page: Page) => page.getByText(quiz.result.onTheList, { exact: true })
const joinLink = (page: Page) => page.getByRole('link', { name: quiz.result.join, exact: true })

async function join(page: Page, email: string) {
  await openWaitlist(page)
  await fillWaitlist(page, { name: 'Ana', email })
  await submitButton(page).click()
  await expect(confirmation(page)).toBeVisible()
}

test.describe('a browser that has joined', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px, a reload shows "You're on the list" in place of a blank form, without a link row where the build has no endpoint; "Not you?" by keyboard brings the form back, focus in its first field`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 844 })
      await join(page, uniqueEmail(testInfo, `remembered-${width}`))

      await page.reload()
      await waitForWaitlist(page)
      await expect(rememberedHeading(page)).toBeVisible()
      await expect(page.getByText(withBrand(waitlistCopy.remembered.body))).toBeVisible()
      await expect(page.locator('#waitlist form')).toBeHidden()
      await expect(referralLinkBox(page)).toHaveCount(0)
      // Nothing the visitor pressed brought it: the focus stays where it was.
      await expect(rememberedHeading(page)).not.toBeFocused()
      await expectNoAxeViolations(page)
      await page.locator('#waitlist').screenshot({
        path: testInfo.outputPath(`remembered-${width}.png`),
      })

      await notYouButton(page).focus()
      await expect(notYouButton(page)).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(rememberedHeading(page)).toHaveCount(0)
      const firstField = page
        .locator('#waitlist')
        .getByRole('textbox', { name: fieldLabel('waitlist', 'name') })
      await expect(firstField).toBeFocused()
      await expect(firstField).toHaveValue('')
      await expectNoAxeViolations(page)

      // Forgotten on this browser: the next visit shows the form.
      await page.reload()
      await waitForWaitlist(page)
      await expect(page.locator('#waitlist form')).toBeVisible()
      await expect(rememberedHeading(page)).toHaveCount(0)
    })
  }

  test('the quiz result says "You\'re on the list" and offers no way to join again', async ({
    page,
  }, testInfo) => {
    await join(page, uniqueEmail(testInfo, 'joined-then-quiz'))
    await completeQuiz(page, RUN, uniqueEmail(testInfo, 'quiz-after-joining'))
    await expect(onTheList(page)).toBeVisible()
    await expect(joinLink(page)).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
})

test.describe('the quiz email step’s tick box, ticked', () => {
  test('the result says "You\'re on the list", offers no way to join, and so does the home page after', async ({
    page,
  }, testInfo) => {
    await page.goto('/quiz')
    await answerAll(page, RUN)
    await emailBox(page).fill(uniqueEmail(testInfo, 'ticked'))
    await page.getByRole('checkbox', { name: quiz.emailStep.joinWaitlist }).check()
    await seeResultsButton(page).click()
    await expect(page.getByText(quiz.result.eyebrow)).toBeVisible()
    await expect(onTheList(page)).toBeVisible()
    await expect(joinLink(page)).toHaveCount(0)
    await expectNoAxeViolations(page)

    // A reload of the result remembers it from this browser's storage.
    await page.reload()
    await expect(page.getByText(quiz.result.eyebrow)).toBeVisible()
    await expect(onTheList(page)).toBeVisible()
    await expect(joinLink(page)).toHaveCount(0)

    await page.goto('/#waitlist')
    await waitForWaitlist(page)
    await expect(rememberedHeading(page)).toBeVisible()
  })

  test('ticked, but the sign-up could not be kept (its code never arrived): the result invites to join after all', async ({
    page,
  }, testInfo) => {
    await page.route(/\/join-from-quiz-[\w-]+\.js$/, (route) => route.abort())
    await page.goto('/quiz')
    await answerAll(page, RUN)
    await emailBox(page).fill(uniqueEmail(testInfo, 'ticked-lost'))
    await page.getByRole('checkbox', { name: quiz.emailStep.joinWaitlist }).check()
    await seeResultsButton(page).click()
    await expect(page.getByText(quiz.result.eyebrow)).toBeVisible()
    await expect(joinLink(page)).toBeVisible()
    await expect(onTheList(page)).toHaveCount(0)
  })

  test('unticked, the result still invites to join', async ({ page }, testInfo) => {
    await completeQuiz(page, RUN, uniqueEmail(testInfo, 'unticked'))
    await expect(joinLink(page)).toBeVisible()
    await expect(onTheList(page)).toHaveCount(0)
  })
})
