// @vitest-environment node
import { contentSchemas } from '@schemas/content-files.ts'
import { allAnswerSets } from '@schemas/quiz-answers.ts'
import { recommend, runnerUp } from '@schemas/rule-engine.ts'
import { describe, expect, it } from 'vitest'
import {
  differencesFromSpec,
  SPEC_QUESTIONS,
  specAnswerSets,
  specRecommendation,
} from '../product/spec-quiz'
import { frozenText } from './content-fixture'

// The frozen copy of the content holds the product's quiz (tests/content/frozen-content): these test
// the rule engine; tests/product/ checks that the shipped quiz is still the product's.
const quiz = contentSchemas.quiz.parse(JSON.parse(frozenText('quiz')))
const rules = contentSchemas.rules.parse(JSON.parse(frozenText('rules')))
const recommendations = contentSchemas.recommendations.parse(
  JSON.parse(frozenText('recommendations')),
)

describe('the rule engine, on the frozen copy of the product’s quiz', () => {
  it('reads a quiz that is the product’s', () => {
    expect(differencesFromSpec({ questions: quiz.questions, rules, ...recommendations })).toEqual(
      [],
    )
  })

  it("agree with the product's four-step rule on all 4⁴ × (2⁶ − 1) = 16,128 answer sets", () => {
    let count = 0
    const disagreements: string[] = []
    for (const { answers, expected } of specAnswerSets()) {
      count++
      const { key, reasons } = recommend(rules, answers)
      if (key !== expected || reasons.length === 0)
        disagreements.push(`${JSON.stringify(answers)}: got ${key}, the product says ${expected}`)
    }
    expect(count).toBe(16_128)
    expect(disagreements.slice(0, 5)).toEqual([])
  })

  it('see the same 16,128 answer sets through allAnswerSets, with the same results', () => {
    const seen = new Set<string>()
    const disagreements: string[] = []
    for (const answers of allAnswerSets(quiz.questions)) {
      seen.add(JSON.stringify(answers, Object.keys(answers).sort()))
      const [goal = '', pain = '', pressure = ''] = ['1', '2', '3'].map((id) => answers[id]?.[0])
      const expected = specRecommendation(goal, pain, pressure)
      if (recommend(rules, answers).key !== expected) disagreements.push(JSON.stringify(answers))
    }
    const spec = new Set(
      [...specAnswerSets()].map(({ answers }) =>
        JSON.stringify(answers, Object.keys(answers).sort()),
      ),
    )
    expect(seen.size).toBe(16_128)
    expect([...seen].every((answers) => spec.has(answers))).toBe(true)
    expect(disagreements).toEqual([])
  })
})

describe('the runner-up', () => {
  /** The product's rule, step by step: the first later step that also holds, with another massage. */
  function specRunnerUp(goal: string, pain: string, pressure: string): string | undefined {
    const steps: [boolean, string][] = [
      [goal === 'pain-relief' || pain === 'severe', 'therapeutic'],
      [pressure === 'firm' || goal === 'athletic', 'deep-tissue'],
      [goal === 'relaxation', 'swedish'],
    ]
    const decided = steps.findIndex(([holds]) => holds)
    if (decided < 0) return undefined
    const chosen = steps[decided]?.[1]
    return steps.slice(decided + 1).find(([holds, key]) => holds && key !== chosen)?.[1]
  }

  it('is the next step of the product’s rule the answers also meet, never the default, on all 16,128 answer sets', () => {
    const disagreements: string[] = []
    const seen = new Set<string | undefined>()
    for (const { answers } of specAnswerSets()) {
      const [goal = '', pain = '', pressure = ''] = ['1', '2', '3'].map((id) => answers[id]?.[0])
      const expected = specRunnerUp(goal, pain, pressure)
      const found = runnerUp(rules, answers)
      seen.add(found)
      if (found !== expected) disagreements.push(`${JSON.stringify(answers)}: got ${found}`)
    }
    expect(disagreements.slice(0, 5)).toEqual([])
    // Pain relief with firm pressure: therapeutic, then deep tissue; a calm run has none.
    expect(seen).toEqual(new Set(['deep-tissue', 'swedish', undefined]))
  })
})

describe('the product-conformance check (tests/product/)', () => {
  const massages = recommendations.recommendations
  it('names each difference from the product’s quiz in one short line', () => {
    const [goal, ...rest] = quiz.questions
    const sixth = goal ? [{ ...goal, id: 6 }] : []
    const differences = differencesFromSpec({
      questions: [...rest.slice(0, 4), ...sixth],
      rules,
      recommendations: [
        ...massages,
        ...massages.slice(0, 1).map((entry) => ({ ...entry, key: 'shiatsu' })),
      ],
    })
    expect(differences).toEqual([
      `question 1 is question 2 (single: ${SPEC_QUESTIONS[1].values.join(', ')}), the product has question 1 (single: ${SPEC_QUESTIONS[0].values.join(', ')})`,
      `question 2 is question 3 (single: ${SPEC_QUESTIONS[2].values.join(', ')}), the product has question 2 (single: ${SPEC_QUESTIONS[1].values.join(', ')})`,
      `question 3 is question 4 (single: ${SPEC_QUESTIONS[3].values.join(', ')}), the product has question 3 (single: ${SPEC_QUESTIONS[2].values.join(', ')})`,
      `question 4 is question 5 (multiple: ${SPEC_QUESTIONS[4].values.join(', ')}), the product has question 4 (single: ${SPEC_QUESTIONS[3].values.join(', ')})`,
      `question 5 is question 6 (single: ${SPEC_QUESTIONS[0].values.join(', ')}), the product has question 5 (multiple: ${SPEC_QUESTIONS[4].values.join(', ')})`,
      'massages swedish, deep-tissue, therapeutic, hot-stone, shiatsu, the product has swedish, deep-tissue, therapeutic, hot-stone',
    ])
  })

  it('counts the answer sets a changed rule decides differently', () => {
    const [first, ...others] = rules.rules
    const differences = differencesFromSpec({
      questions: quiz.questions,
      rules: { ...rules, rules: first ? [...others, first] : others },
      recommendations: massages,
    })
    expect(differences).toHaveLength(1)
    expect(differences[0]).toMatch(
      /^the rules recommend differently from the product on [\d,]+ of 16,128 answer sets, e\.g\. \{/,
    )
  })

  it('names a rule that asks the sixth question beside the count: the product’s answer sets never reach it', () => {
    const [goal] = quiz.questions
    const sixth = goal && { ...goal, id: 6 }
    const [first, ...others] = rules.rules
    const onTheSixth = first && {
      ...first,
      when: {
        join: 'any' as const,
        items: [{ question: 6, in: ['relaxation'], because: 'want a longer session' }],
      },
    }
    const differences = differencesFromSpec({
      questions: [...quiz.questions, ...(sixth ? [sixth] : [])],
      rules: { ...rules, rules: [...(onTheSixth ? [onTheSixth] : []), ...others] },
      recommendations: massages,
    })
    expect(differences.slice(0, 2)).toEqual([
      `6 questions, the product has ${SPEC_QUESTIONS.length}`,
      `rules[0] (recommend ${first?.recommend}) asks question 6 (relaxation), which the product's quiz does not have`,
    ])
  })

  it('lists a rule change made alongside a sixth question: every difference, whatever else changed', () => {
    const [first, ...others] = rules.rules
    const [goal] = quiz.questions
    const differences = differencesFromSpec({
      questions: [...quiz.questions, ...(goal ? [{ ...goal, id: 6 }] : [])],
      rules: { ...rules, rules: first ? [...others, first] : others },
      recommendations: massages,
    })
    expect(differences).toEqual([
      `6 questions, the product has ${SPEC_QUESTIONS.length}`,
      expect.stringMatching(
        /^the rules recommend differently from the product on [\d,]+ of 16,128/,
      ),
    ])
  })
})
