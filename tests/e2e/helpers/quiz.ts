import { expect, type Page } from '@playwright/test'
import quiz from '../../../schemas/content/quiz.json' with { type: 'json' }

/** SPEC.md's option values per question id; labels come from content, as a visitor reads them. */
export type QuizRun = {
  goal: string
  pain: string
  pressure: string
  experience: string
  areas: readonly string[]
}

export function optionLabel(questionId: number, value: string): string {
  const option = quiz.questions
    .find((q) => q.id === questionId)
    ?.options.find((o) => o.value === value)
  if (!option) throw new Error(`No option ${value} on question ${questionId}`)
  return option.label
}

export function option(page: Page, questionId: number, value: string) {
  const role = questionId === 5 ? 'checkbox' : 'radio'
  return page.getByRole(role, { name: optionLabel(questionId, value), exact: true })
}

export async function choose(page: Page, questionId: number, values: readonly string[]) {
  for (const value of values)
    await page.getByText(optionLabel(questionId, value), { exact: true }).click()
}

export function nextButton(page: Page) {
  return page.getByRole('button', { name: /^(Next|Get Results)/ })
}

export async function answerAll(page: Page, run: QuizRun) {
  const answers: [number, readonly string[]][] = [
    [1, [run.goal]],
    [2, [run.pain]],
    [3, [run.pressure]],
    [4, [run.experience]],
    [5, run.areas],
  ]
  for (const [id, values] of answers) {
    await choose(page, id, values)
    await nextButton(page).click()
  }
}

/** Answers all five questions with the mouse, then passes the email step. */
export async function completeQuiz(page: Page, run: QuizRun, email = 'ana@example.com') {
  await page.goto('/quiz')
  await answerAll(page, run)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('button', { name: 'See My Results' }).click()
  await expect(page.getByText('Your recommended massage')).toBeVisible()
}

export async function expectQuestion(page: Page, number: number) {
  const shownText = page.getByText(`Question ${number} of 5`, { exact: true })
  await expect(shownText.and(page.locator(':not([role="status"])'))).toBeVisible()
  await expect(page.getByText(`${number * 20}% Complete`, { exact: true })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute(
    'aria-valuenow',
    String(number * 20),
  )
}
