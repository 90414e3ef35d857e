import type { QuizQuestion } from '@schemas/quiz.schema.ts'
import { answerFor, type QuizAnswers } from '@schemas/quiz-answers.ts'
import type { QuizStep } from './quiz-search'

export type QuizView = { kind: 'question'; index: number } | { kind: 'email' } | { kind: 'result' }

export function firstUnanswered(questions: readonly QuizQuestion[], answers: QuizAnswers): number {
  return questions.findIndex((question) => answerFor(answers, question.id).length === 0)
}

/**
 * The view a URL may show: never past the first unanswered question, so a stale or tampered
 * link lands on the first question still to answer, or at the start.
 */
export function resolveView(
  step: QuizStep | undefined,
  questions: readonly QuizQuestion[],
  answers: QuizAnswers,
): QuizView {
  const open = firstUnanswered(questions, answers)
  if (step === undefined) return { kind: 'question', index: 0 }
  if (typeof step === 'number') {
    const index = Math.min(step - 1, open >= 0 ? open : questions.length - 1)
    return { kind: 'question', index }
  }
  return open >= 0 ? { kind: 'question', index: open } : { kind: step }
}

/** The URL step that shows a view. */
export function stepOf(view: QuizView): QuizStep {
  return view.kind === 'question' ? view.index + 1 : view.kind
}

export function progressPercent(index: number, total: number): number {
  return Math.round(((index + 1) / total) * 100)
}
