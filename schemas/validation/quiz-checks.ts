import type { QuizQuestion } from '../quiz.schema.ts'
import { type RecommendationsContent, recommendationKey } from '../recommendations.schema.ts'
import { checkUnique, type Report } from './check-report.ts'
import { listAlternatives } from './describe.ts'

/** Question ids are unique; option values are unique within their question. */
export function checkQuestions(questions: readonly QuizQuestion[], report: Report) {
  const ids = questions.map((question) => question.id)
  checkUnique(ids, (q) => ['questions', q, 'id'], 'question id', report)
  questions.forEach((question, q) => {
    const values = question.options.map((option) => option.value)
    checkUnique(values, (o) => ['questions', q, 'options', o, 'value'], 'option value', report)
  })
}

/** Exactly one recommendation for each of SPEC.md's four keys. */
export function checkRecommendations({ recommendations }: RecommendationsContent, report: Report) {
  const keys = recommendations.map((entry) => entry.key)
  checkUnique(keys, (r) => ['recommendations', r, 'key'], 'recommendation key', report)
  const missing = recommendationKey.options.filter((key) => !keys.includes(key))
  if (missing.length > 0) {
    const names = listAlternatives(missing, 'and')
    report(['recommendations'], `missing the recommendation for ${names}`)
  }
}
