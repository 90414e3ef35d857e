// @vitest-environment node
import { contentFilePath } from '@schemas/content-files.ts'
import { formatReport } from '@schemas/validation/report.ts'
import { validateContent } from '@schemas/validation/validate-content.ts'
import { describe, expect, it } from 'vitest'
import { contentText, maintainedContentRoot } from '../content-roots'
import { CONFORMANCE_ADVICE } from './conformance-advice'
import { differencesFromSpec } from './spec-quiz'

/**
 * The one test that guards the product: the maintainers' quiz (schemas/content/, or the copy
 * CONTENT_ROOT names) is the product's quiz. Every other test runs on the frozen copy, or on
 * whatever CONTENT_ROOT holds, and reads what it expects from it. Wording never fails this test;
 * questions, options, massages and the rule do. When it fails because the quiz changed on purpose,
 * that is a product decision: update docs/product.md and tests/product/spec-quiz.ts with the team.
 */
describe('product conformance', () => {
  it("the maintainers' quiz is the product's: five questions, four massages, its rule", () => {
    const root = maintainedContentRoot()
    const check = validateContent((name) => contentText(root, name))
    if (!check.ok)
      throw new Error(
        `The content cannot be compared with the product until it passes the content check (npm run content:check):\n${formatReport(check.problems)}`,
      )
    const { quiz, rules, recommendations } = check.content
    const differences = differencesFromSpec({
      questions: quiz.questions,
      rules,
      ...recommendations,
    })
    const files = ['quiz', 'rules', 'recommendations'] as const
    expect(differences, `${files.map(contentFilePath).join(', ')}: ${CONFORMANCE_ADVICE}`).toEqual(
      [],
    )
  })
})
