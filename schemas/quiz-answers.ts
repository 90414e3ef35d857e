// Runs in the visitor's browser: only type imports from schema modules, so no zod ships with it.

import type { QuizQuestion } from './quiz.schema.ts'

/** Quiz answers: question id → the option values chosen, in option order. Never parsed from JSON. */
export type QuizAnswers = Record<string, string[]>

export function answerFor(answers: QuizAnswers, questionId: number): string[] {
  return answers[String(questionId)] ?? []
}

function nonEmptySubsets<T>(items: readonly T[]): T[][] {
  const subsets: T[][] = []
  for (let mask = 1; mask < 2 ** items.length; mask++) {
    subsets.push(items.filter((_, index) => mask & (2 ** index)))
  }
  return subsets
}

/** Every complete answer set the questions allow: one value for single, any non-empty set for multiple. */
export function* allAnswerSets(questions: readonly QuizQuestion[]): Generator<QuizAnswers> {
  const [first, ...rest] = questions
  if (!first) {
    yield {}
    return
  }
  const values = first.options.map((option) => option.value)
  const choices = first.type === 'single' ? values.map((value) => [value]) : nonEmptySubsets(values)
  for (const tail of allAnswerSets(rest)) {
    for (const choice of choices) yield { [String(first.id)]: choice, ...tail }
  }
}
