import { answerFor, type QuizAnswers } from './quiz-answers.ts'
import type { RecommendationKey } from './recommendations.schema.ts'
import type { RulesContent } from './rules.schema.ts'

export type RuleOutcome = {
  key: RecommendationKey
  /** The "because" texts of the conditions that matched, or the default's. */
  reasons: string[]
  /** Index in `rules`, or -1 when the default applied. */
  ruleIndex: number
}

/** Tries the rules in order; the first with a matching condition decides. */
export function recommend(content: RulesContent, answers: QuizAnswers): RuleOutcome {
  for (const [ruleIndex, rule] of content.rules.entries()) {
    const matched = rule.when.any.filter((condition) =>
      answerFor(answers, condition.question).some((value) => condition.in.includes(value)),
    )
    if (matched.length > 0) {
      return {
        key: rule.recommend,
        reasons: matched.map((condition) => condition.because),
        ruleIndex,
      }
    }
  }
  return { key: content.otherwise.recommend, reasons: [content.otherwise.because], ruleIndex: -1 }
}
