import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { answerReason, massageName, questionText, quiz, reasonFor, shown } from './helpers/copy'
import {
  answerAll,
  answersParam,
  CALM_MATCH,
  CALM_RUN,
  choose,
  emailBox,
  expectedMatch,
  expectQuestion,
  extraQuestions,
  firstValue,
  nextButton,
  option,
  type QuizRun,
  questionOf,
  runnerUpFor,
  seeResultsButton,
} from './helpers/quiz'

/** The answers the keyboard walk gives, and the massage docs/product.md gives them (relaxation → Swedish). */
const keyboardRun: QuizRun = {
  goal: 'relaxation',
  pain: 'mild',
  pressure: 'light',
  experience: 'very-experienced',
  areas: ['neck-shoulders', 'back'],
}
const keyboardMatch = expectedMatch(keyboardRun, {
  massage: 'swedish',
  reasons: [reasonFor(1, 'relaxation'), ...answerReason(2, 'mild'), ...answerReason(3, 'light')],
})

const calm = CALM_RUN
const calmMatch = CALM_MATCH

test('the whole quiz can be completed with the keyboard alone', async ({ page }) => {
  await page.goto('/quiz')
  // Tab from the top of the page into the first option.
  const firstOption = option(page, 1, 'pain-relief')
  for (
    let presses = 0;
    presses < 20 && !(await firstOption.evaluate((el) => el === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab')
  }
  await expect(firstOption).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(option(page, 1, 'relaxation')).toBeChecked()
  await page.keyboard.press('Enter')

  await expectQuestion(page, 2)
  await expect(page.getByRole('heading', { name: questionText(2) })).toBeFocused()
  // The quiz's own live region (every page also has the held-offline note's, empty).
  await expect(page.getByRole('region', { name: quiz.title }).getByRole('status')).toHaveText(
    questionOf(2),
  )
  await page.keyboard.press('Tab')
  await page.keyboard.press('2')
  await expect(option(page, 2, 'mild')).toBeChecked()
  await page.keyboard.press('Enter')

  await expectQuestion(page, 3)
  await page.keyboard.press('Tab')
  await page.keyboard.press('1')
  await page.keyboard.press('Enter')
  await expectQuestion(page, 4)
  await page.keyboard.press('Tab')
  await page.keyboard.press('4')
  await page.keyboard.press('Enter')

  await expectQuestion(page, 5)
  await page.keyboard.press('Tab')
  await page.keyboard.press('2')
  await page.keyboard.press('5')
  await expect(option(page, 5, 'back')).toBeChecked()
  await expect(option(page, 5, 'full-body')).toBeChecked()
  await page.keyboard.press('5')
  await expect(option(page, 5, 'full-body')).not.toBeChecked()
  await page.keyboard.press('Space')
  await page.keyboard.press('Enter')

  // A question the content adds beyond the product's five: its first option, by its number key.
  for (const [index, question] of extraQuestions.entries()) {
    await expectQuestion(page, 6 + index)
    await page.keyboard.press('Tab')
    await page.keyboard.press('1')
    await expect(option(page, question.id, firstValue(question))).toBeChecked()
    await page.keyboard.press('Enter')
  }

  const email = emailBox(page)
  await expect(page.getByRole('heading', { name: quiz.emailStep.title })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(email).toBeFocused()
  await page.keyboard.type('ana@example.com')
  await page.keyboard.press('Enter')

  await expect(
    page.getByRole('heading', { name: massageName(keyboardMatch.massage) }),
  ).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: shown.quiz.share.button })).toBeFocused()
  // A runner-up the content's rules give ("Also a good fit: …") links its own page: one more stop.
  const second = runnerUpFor(keyboardRun)
  if (second) {
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: massageName(second) })).toBeFocused()
  }
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: quiz.result.join })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: quiz.result.retake })).toBeFocused()
  await page.keyboard.press('Enter')
  await expectQuestion(page, 1)
})

test('a result asked for before its code arrived takes the focus, and is announced, once it shows', async ({
  page,
}) => {
  // On a slow network a visitor can press Enter on the email step before the result's code is here.
  let heldBack = false
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/result-view-*.js', async (route) => {
    heldBack = true
    await released
    await route.continue()
  })
  await page.goto('/quiz')
  await answerAll(page, calm)
  await emailBox(page).fill('ana@example.com')
  await page.keyboard.press('Enter')
  await expect.poll(() => heldBack, 'the result’s code was asked for and held back').toBe(true)
  release()

  const heading = page.locator('[data-step-heading]')
  await expect(page.getByText(quiz.result.eyebrow)).toBeVisible()
  await expect(heading).toBeFocused()
  await expect(page.getByRole('region', { name: quiz.title }).getByRole('status')).toHaveText(
    (await heading.textContent()) ?? '',
  )
})

test('Enter does not advance before an option is chosen, and choosing never auto-advances', async ({
  page,
}) => {
  await page.goto('/quiz')
  await choose(page, 1, ['wellness'])
  await expectQuestion(page, 1)
  await page.goto('/quiz')
  await option(page, 1, 'pain-relief').focus()
  await page.keyboard.press('Enter')
  await expectQuestion(page, 1)
  await expect(nextButton(page)).toBeDisabled()
})

test.describe('axe', () => {
  for (const width of [390, 1280]) {
    test(`question, email and result views are clean at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/quiz')
      await expectNoAxeViolations(page)
      await choose(page, 1, ['relaxation'])
      await expectNoAxeViolations(page)
      await page.goto(`/quiz?step=email&a=${answersParam(calm)}`)
      await expect(emailBox(page)).toBeVisible()
      await expectNoAxeViolations(page)
      await emailBox(page).fill('ana@example.com')
      await seeResultsButton(page).click()
      await expect(
        page.getByRole('heading', { name: massageName(calmMatch.massage) }),
      ).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test(`a step is clean while it enters, at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/quiz?step=email&a=${answersParam(calm)}`)
      await emailBox(page).fill('ana@example.com')
      await seeResultsButton(page).click()
      await expect(
        page.getByRole('heading', { name: massageName(calmMatch.massage) }),
      ).toBeVisible()
      // Held a quarter of the way through the step's entrance, as a visitor first reads it.
      await page.evaluate(() => {
        for (const animation of document.getAnimations()) {
          animation.pause()
          const duration = Number(animation.effect?.getComputedTiming().duration) || 0
          animation.currentTime = duration / 4
        }
      })
      await expectNoAxeViolations(page)
    })
  }
})

test('leaving a question unanswered says so in the quiz’s own words', async ({ page }) => {
  await page.goto('/quiz')
  await option(page, 1, 'pain-relief').focus()
  // Focus fetches the question's form code; leaving before it runs shows no message at all.
  await expect(page.locator('[data-quiz-card] form')).not.toHaveAttribute('data-awaits-app')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  const group = page.getByRole('radiogroup', { name: questionText(1) })
  await expect(group).toHaveAccessibleDescription(new RegExp(quiz.navigation.chooseAnswer))
  await expect(page.getByText(quiz.navigation.chooseAnswer)).toBeVisible()
  await expect(page.getByText('Invalid input')).toHaveCount(0)
  await expect(nextButton(page)).toBeDisabled()
})

test('Enter moves on from a question answered before the visitor arrived (a link, a reload, Back)', async ({
  page,
}) => {
  const [first, second] = quiz.questions
  const [firstValue, secondValue] = [first?.options[0]?.value, second?.options[0]?.value]
  if (!first || !second || !firstValue || !secondValue)
    throw new Error('quiz.json lacks two questions')
  await page.goto(`/quiz?step=2&a=${first.id}-${firstValue}_${second.id}-${secondValue}`)
  await expectQuestion(page, 2)
  await expect(option(page, second.id, secondValue)).toBeChecked()
  await page.keyboard.press('Enter')
  await expectQuestion(page, 3)

  await page.reload()
  await expectQuestion(page, 3)
  await page.goBack()
  await expectQuestion(page, 2)
  await page.keyboard.press('Enter')
  await expectQuestion(page, 3)
})
