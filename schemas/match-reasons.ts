import type { QuizQuestion } from './quiz.schema.ts'
import { answerFor, type QuizAnswers } from './quiz-answers.ts'
import type { RuleOutcome } from './rule-engine.ts'

/**
 * Every answer the rules used to choose a match, as the result says it: the deciding reasons
 * from rules.json, then, in the quiz's order, the "reason" of each answer that ruled out an
 * earlier rule ("like medium, steady pressure"). An answer without a reason is left out.
 */
export function matchReasons(
  outcome: RuleOutcome,
  questions: readonly QuizQuestion[],
  answers: QuizAnswers,
): string[] {
  const ruledOutBy = questions.filter((question) => outcome.ruledOutBy.includes(question.id))
  const answered = ruledOutBy.flatMap((question) => {
    const chosen = answerFor(answers, question.id)
    return question.options.flatMap((option) =>
      chosen.includes(option.value) && option.reason ? [option.reason] : [],
    )
  })
  return [...outcome.reasons, ...answered]
}
