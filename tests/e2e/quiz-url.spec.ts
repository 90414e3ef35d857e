import { expect, test } from '@playwright/test'
import { massageName, quiz, reasonFor } from './helpers/copy'
import {
  answersParam,
  choose,
  expectedMatch,
  expectQuestion,
  nextButton,
  option,
  previousButton,
  type QuizRun,
} from './helpers/quiz'

test.describe('the quiz state lives in the URL', () => {
  test('browser Back and Forward move between questions and keep answers', async ({ page }) => {
    await page.goto('/quiz')
    await choose(page, 1, ['relaxation'])
    await nextButton(page).click()
    await choose(page, 2, ['mild'])
    await nextButton(page).click()
    await choose(page, 3, ['firm'])
    await page.goBack()
    await expectQuestion(page, 2)
    await expect(option(page, 2, 'mild')).toBeChecked()
    await page.goForward()
    await expectQuestion(page, 3)
    await expect(option(page, 3, 'firm')).toBeChecked()
  })

  test('a refresh resumes at the same question with the same answers', async ({ page }) => {
    await page.goto('/quiz')
    await choose(page, 1, ['athletic'])
    await nextButton(page).click()
    await choose(page, 2, ['moderate'])
    await expect(page).toHaveURL(/a=1-athletic_2-moderate/)
    await page.reload()
    await expectQuestion(page, 2)
    await expect(option(page, 2, 'moderate')).toBeChecked()
    await previousButton(page).click()
    await expect(option(page, 1, 'athletic')).toBeChecked()
  })

  test('a result link shows that result, with a way to take the quiz yourself', async ({
    page,
  }) => {
    const run: QuizRun = {
      goal: 'pain-relief',
      pain: 'mild',
      pressure: 'light',
      experience: 'never',
      areas: ['back'],
    }
    // docs/product.md: pain-relief → therapeutic.
    const { massage } = expectedMatch(run, {
      massage: 'therapeutic',
      reasons: [reasonFor(1, 'pain-relief')],
    })
    await page.goto(`/quiz?step=result&a=${answersParam(run)}`)
    await expect(page.getByRole('heading', { name: massageName(massage) })).toBeVisible()
    await expect(page.getByText(quiz.result.sharedNotice)).toBeVisible()
    await page.getByRole('button', { name: quiz.result.takeYourself }).click()
    await expectQuestion(page, 1)
    await expect(nextButton(page)).toBeDisabled()
  })

  const tampered: [string, string, number][] = [
    ['a step past the end', '/quiz?step=9', 1],
    ['a step that is not a step', '/quiz?step=banana&a=%%%', 1],
    ['a result with no answers', '/quiz?step=result', 1],
    ['a later step with earlier questions unanswered', '/quiz?step=4&a=1-relaxation', 2],
    ['unknown questions and values', '/quiz?step=email&a=1-relaxation_2-agony_9-x_3-light', 2],
    ['two answers to a single-choice question', '/quiz?step=3&a=1-relaxation.athletic_2-mild', 3],
  ]
  for (const [name, url, expected] of tampered) {
    test(`a tampered link (${name}) lands on question ${expected}`, async ({ page }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(url)
      await expectQuestion(page, expected)
      expect(errors).toEqual([])
    })
  }

  test('a single-choice question keeps only the first valid answer of a tampered link', async ({
    page,
  }) => {
    await page.goto('/quiz?step=1&a=1-relaxation.athletic')
    await expect(option(page, 1, 'relaxation')).toBeChecked()
    await expect(option(page, 1, 'athletic')).not.toBeChecked()
  })
})
