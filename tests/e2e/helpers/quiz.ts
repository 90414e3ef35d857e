import { expect, type Page } from '@playwright/test'
import { fieldLabel, fill, quiz, startingWithOneOf, submitLabel } from './copy'

/** The product's option values per question id; labels come from content, as a visitor reads them. */
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
  const { next, getResults } = quiz.navigation
  return page.getByRole('button', { name: startingWithOneOf(next, getResults) })
}

/** The quiz's Previous button. */
export function previousButton(page: Page) {
  return page.getByRole('button', { name: quiz.navigation.previous })
}

/** The email step's email box, and its button that shows the result. */
export function emailBox(page: Page) {
  return page.getByRole('textbox', { name: fieldLabel('quizEmail', 'email') })
}

export function seeResultsButton(page: Page) {
  return page.getByRole('button', { name: submitLabel('quizEmail') })
}

export async function answerAll(page: Page, run: QuizRun) {
  const answers: [number, readonly string[]][] = [
    [1, [run.goal]],
    [2, [run.pain]],
    [3, [run.pressure]],
    [4, [run.experience]],
    [5, run.areas],
  ]
  // A question the content adds beyond the product's five: its first option.
  for (const question of quiz.questions.slice(answers.length))
    answers.push([question.id, [question.options[0]?.value ?? '']])
  for (const [id, values] of answers) {
    await choose(page, id, values)
    await nextButton(page).click()
  }
}

/** Answers every question with the mouse, then passes the email step. */
export async function completeQuiz(page: Page, run: QuizRun, email = 'ana@example.com') {
  await page.goto('/quiz')
  await answerAll(page, run)
  await emailBox(page).fill(email)
  await seeResultsButton(page).click()
  await expect(page.getByText(quiz.result.eyebrow)).toBeVisible()
}

/** The shipped quiz's questions: five in the product, more when a maintainer adds one. */
const QUESTIONS = quiz.questions.length

/** The progress text of question `number`, e.g. "Question 2 of 5" as content words it. */
export const questionOf = (number: number) =>
  fill(quiz.progress.questionOf, { current: number, total: QUESTIONS })

export async function expectQuestion(page: Page, number: number) {
  const shownText = page.getByText(questionOf(number), { exact: true })
  await expect(shownText.and(page.locator(':not([role="status"])'))).toBeVisible()
  // Rounded as the progress bar rounds it (src/features/quiz/quiz-flow.ts).
  const percent = Math.round((number * 100) / QUESTIONS)
  await expect(
    page.getByText(fill(quiz.progress.complete, { percent }), { exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('progressbar', { name: quiz.progress.label })).toHaveAttribute(
    'aria-valuenow',
    String(percent),
  )
}
