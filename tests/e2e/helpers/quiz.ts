import { expect, type Page } from '@playwright/test'
import { matchReasons } from '@schemas/match-reasons.ts'
import type { QuizAnswers } from '@schemas/quiz-answers.ts'
import { recommend, runnerUp } from '@schemas/rule-engine.ts'
import { filesDifferingFromFrozen } from '../../content-roots'
import {
  answerReason,
  fieldLabel,
  fill,
  quiz,
  reasonFor,
  shown,
  startingWithOneOf,
  submitLabel,
} from './copy'

/** The product's option values per question id; labels come from content, as a visitor reads them. */
export type QuizRun = {
  goal: string
  pain: string
  pressure: string
  experience: string
  areas: readonly string[]
}

/** A calm visitor's answers: relaxation, mild pain, light pressure; docs/product.md gives Swedish. */
export const CALM_RUN: QuizRun = {
  goal: 'relaxation',
  pain: 'mild',
  pressure: 'light',
  experience: 'never',
  areas: ['back'],
}

export function optionLabel(questionId: number, value: string): string {
  const option = quiz.questions
    .find((q) => q.id === questionId)
    ?.options.find((o) => o.value === value)
  if (!option) throw new Error(`No option ${value} on question ${questionId}`)
  return option.label
}

export function option(page: Page, questionId: number, value: string) {
  const multiple = quiz.questions.find((q) => q.id === questionId)?.type === 'multiple'
  const role = multiple ? 'checkbox' : 'radio'
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

/** The product's questions: the first five of the content's. */
const PRODUCT_QUESTIONS = 5

/** The questions the content adds beyond the product's five (none in the shipped product). */
export const extraQuestions = quiz.questions.slice(PRODUCT_QUESTIONS)

/** The first option's value of a question: how the tests answer one the content adds. */
export function firstValue(question: { id: number; options: readonly { value: string }[] }) {
  const first = question.options[0]
  if (!first) throw new Error(`quiz.json's question ${question.id} has no option`)
  return first.value
}

/**
 * Every answer of a run, in the quiz's order: the product's five from the run, then the first
 * option of every question the content adds beyond them.
 */
export function runAnswers(run: QuizRun): [id: number, values: readonly string[]][] {
  return [
    [1, [run.goal]],
    [2, [run.pain]],
    [3, [run.pressure]],
    [4, [run.experience]],
    [5, run.areas],
    ...extraQuestions.map((question): [number, string[]] => [question.id, [firstValue(question)]]),
  ]
}

/**
 * A quiz URL's `a=` value for the first `count` answers of a run (all of them unless told), as
 * the app writes it (contract/answers-codec.ts, docs/decisions/0006):
 * `1-relaxation_2-mild_…_5-back.legs-feet`.
 */
export function answersParam(run: QuizRun, count: number = quiz.questions.length): string {
  return runAnswers(run)
    .slice(0, count)
    .map(([id, values]) => `${id}-${values.join('.')}`)
    .join('_')
}

/**
 * Whether the quiz and its rules are the frozen copy's, which the product's cases in these tests
 * were written against (tests/content-roots.ts). On any other content, the rules decide.
 */
const quizAsFrozen = ['quiz', 'rules'].every(
  (name) => !filesDifferingFromFrozen().includes(`schemas/content/${name}.json`),
)

/** The massage a result shows (its key in recommendations.json) and the reasons it gives. */
export type Match = { massage: string; reasons: readonly string[] }

function answersOf(run: QuizRun): QuizAnswers {
  const answers: QuizAnswers = {}
  for (const [id, values] of runAnswers(run)) answers[String(id)] = [...values]
  return answers
}

/** The match the content's rules give a run, with every answer it gives. */
function matchByTheRules(run: QuizRun): Match {
  const answers = answersOf(run)
  const outcome = recommend(shown.rules, answers)
  return { massage: outcome.key, reasons: matchReasons(outcome, shown.quiz.questions, answers) }
}

/**
 * The match a run gets. A test states the product's match, written against the frozen copy of the
 * content from docs/product.md, and it holds while the quiz and its rules are that copy's; on
 * other content (CONTENT_ROOT: a maintainer's question, massage or rule) the rules decide, so no
 * test but the product-conformance test fails on a change of the product's quiz.
 */
export function expectedMatch(run: QuizRun, product: Match): Match {
  return quizAsFrozen ? product : matchByTheRules(run)
}

/** The massage a result offers as "Also a good fit" for a run, by the content's rules: often none. */
export const runnerUpFor = (run: QuizRun) => runnerUp(shown.rules, answersOf(run))

/**
 * docs/product.md: relaxation, without pain-relief, severe pain, firm pressure or athletic →
 * Swedish; the mild pain and light pressure that ruled out the rules before explain it too.
 */
export const CALM_MATCH = expectedMatch(CALM_RUN, {
  massage: 'swedish',
  reasons: [reasonFor(1, 'relaxation'), ...answerReason(2, 'mild'), ...answerReason(3, 'light')],
})

export async function answerAll(page: Page, run: QuizRun) {
  for (const [id, values] of runAnswers(run)) {
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
