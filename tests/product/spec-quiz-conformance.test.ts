// @vitest-environment node
import { contentSchemas } from '@schemas/content-files.ts'
import { describe, expect, it } from 'vitest'
import { shippedText } from '../content/content-fixture'
import { differencesFromSpec } from './spec-quiz'

/**
 * The one test that guards the product: the shipped quiz is the product's quiz. Wording is the
 * maintainers' and never fails it; questions, options, massages and the rule do. When it fails
 * because the quiz changed on purpose, that is a product decision: update docs/product.md and this
 * test's expectations (tests/product/spec-quiz.ts) together with the team.
 */
describe('product conformance', () => {
  it("the shipped quiz is the product's: five questions, four massages, its rule", () => {
    const shipped = (name: 'quiz' | 'rules' | 'recommendations'): unknown =>
      JSON.parse(shippedText(name))
    const differences = differencesFromSpec({
      questions: contentSchemas.quiz.parse(shipped('quiz')).questions,
      rules: contentSchemas.rules.parse(shipped('rules')),
      ...contentSchemas.recommendations.parse(shipped('recommendations')),
    })
    const advice =
      'The quiz in schemas/content/ is no longer the one docs/product.md describes. If that is a deliberate product change, update docs/product.md and tests/product/spec-quiz.ts together with the team.'
    expect(differences, advice).toEqual([])
  })
})
