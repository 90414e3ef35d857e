// @vitest-environment node

import { formatProblem } from '@schemas/validation/problem.ts'
import { validateContent } from '@schemas/validation/validate-content.ts'
import { describe, expect, it } from 'vitest'
import { differencesFromSpec } from '../product/spec-quiz'
import { EDITS, type Edit, editedContent, serialized } from './edits'

/** The content check’s verdict on the frozen content with `edits` applied. */
function checkAfter(edits: readonly Edit[]) {
  const files = serialized(editedContent(edits))
  return validateContent((name) => files.get(name) ?? '')
}

describe("a maintainer's edits", () => {
  it.each(EDITS)('$name: the content check accepts it', (edit) => {
    const check = checkAfter([edit])
    expect(check.ok ? [] : check.problems.map(formatProblem)).toEqual([])
  })

  it.each(
    EDITS,
  )('$name: only a change of the product’s quiz shows in product conformance', (edit) => {
    const check = checkAfter([edit])
    if (!check.ok) throw new Error('the edit should be valid')
    const { quiz, rules, recommendations } = check.content
    const differences = differencesFromSpec({
      questions: quiz.questions,
      rules,
      ...recommendations,
    })
    expect(differences.length > 0).toBe(edit.changesSpecQuiz)
  })

  it('all of them together are accepted too', () => {
    const check = checkAfter(EDITS)
    expect(check.ok ? [] : check.problems.map(formatProblem)).toEqual([])
  })
})
