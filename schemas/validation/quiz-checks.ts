import type { QuizQuestion } from '../quiz.schema.ts'
import type { RecommendationsContent } from '../recommendations.schema.ts'
import { checkUnique, type Report } from './check-report.ts'

/** Question ids are unique; option values are unique within their question. */
export function checkQuestions(questions: readonly QuizQuestion[], report: Report) {
  const ids = questions.map((question) => question.id)
  checkUnique(ids, (q) => ['questions', q, 'id'], 'question id', report)
  questions.forEach((question, q) => {
    const values = question.options.map((option) => option.value)
    checkUnique(values, (o) => ['questions', q, 'options', o, 'value'], 'option value', report)
  })
}

/** Each massage has one entry. */
export function checkRecommendations({ recommendations }: RecommendationsContent, report: Report) {
  const keys = recommendations.map((entry) => entry.key)
  checkUnique(keys, (r) => ['recommendations', r, 'key'], 'recommendation key', report)
}
