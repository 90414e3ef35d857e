import { expect, test } from '@playwright/test'
import { answerReason, quiz, reasonFor, reasonLine, sharedReasonLine } from './helpers/copy'
import { answersParam, completeQuiz, expectedMatch, type QuizRun } from './helpers/quiz'

// Issue 35: the result explains itself from every answer the rule used, and a result someone
// shared speaks of them in the third person.
const run: QuizRun = {
  goal: 'relaxation',
  pain: 'mild',
  pressure: 'firm',
  experience: 'regularly',
  areas: ['back'],
}
// docs/product.md: firm pressure → deep tissue, once the goal (not pain relief) and the pain (not
// severe) have ruled out rule 1; the goal did not decide rule 2, so it is said as an answer.
const { reasons } = expectedMatch(run, {
  massage: 'deep-tissue',
  reasons: [reasonFor(3, 'firm'), ...answerReason(1, 'relaxation'), ...answerReason(2, 'mild')],
})

test('the result explains itself from every answer the rule used', async ({ page }) => {
  await completeQuiz(page, run)
  await expect(page.getByText(reasonLine(reasons), { exact: true })).toBeVisible()
})

test('a result someone shared tells their answers in the third person', async ({ page }) => {
  await page.goto(`/quiz?step=result&a=${answersParam(run)}`)
  await expect(page.getByText(quiz.result.sharedNotice)).toBeVisible()
  await expect(page.getByText(sharedReasonLine(reasons), { exact: true })).toBeVisible()
  await expect(page.getByText(reasonLine(reasons), { exact: true })).toHaveCount(0)
})
