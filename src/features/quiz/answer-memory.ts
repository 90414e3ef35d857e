import type { QuizAnswers } from '@schemas/quiz-answers.ts'

/**
 * The latest answer the visitor gave each question on this page. The URL is what the quiz shows;
 * this only fills in what an older address lacks when the visitor moves on, e.g. after browser
 * Back to a question whose address was written before they answered the next one.
 */
let latest: QuizAnswers = {}

export function rememberAnswer(questionId: number, values: string[]): void {
  latest = { ...latest, [String(questionId)]: values }
}

/** `answers` with every later choice made on this page; a choice made here wins. */
export function withLatestAnswers(answers: QuizAnswers): QuizAnswers {
  return { ...answers, ...latest }
}

/** A fresh start, or leaving the quiz: what follows starts from its URL alone. */
export function forgetAnswers(): void {
  latest = {}
}
