import type { QuizQuestion } from '../schemas/quiz.schema.ts'
import type { QuizAnswers } from '../schemas/quiz-answers.ts'

const QUESTION_SEPARATOR = '_'
const VALUE_SEPARATOR = '.'

/** `{ "1": ["pain-relief"], "5": ["back", "legs-feet"] }` → `1-pain-relief_5-back.legs-feet`. */
export function encodeAnswers(answers: QuizAnswers): string | undefined {
  const parts = Object.entries(answers)
    .filter(([, values]) => values.length > 0)
    .map(([id, values]) => `${id}-${values.join(VALUE_SEPARATOR)}`)
  return parts.length > 0 ? parts.join(QUESTION_SEPARATOR) : undefined
}

/**
 * Reads answers back, keeping only what the quiz can hold: known questions, known values in
 * content order, one value for a single-choice question. Anything else is quietly dropped.
 */
export function decodeAnswers(
  encoded: string | undefined,
  questions: readonly QuizQuestion[],
): QuizAnswers {
  const answers: QuizAnswers = {}
  for (const part of encoded?.split(QUESTION_SEPARATOR) ?? []) {
    const dash = part.indexOf('-')
    const question = questions.find((candidate) => String(candidate.id) === part.slice(0, dash))
    if (!question || dash < 0) continue
    const chosen = new Set(part.slice(dash + 1).split(VALUE_SEPARATOR))
    const values = question.options
      .map((option) => option.value)
      .filter((value) => chosen.has(value))
    const kept = question.type === 'single' ? values.slice(0, 1) : values
    if (kept.length > 0) answers[String(question.id)] = kept
  }
  return answers
}
