// @vitest-environment node
import { contentSchemas } from '@schemas/content-files.ts'
import { allAnswerSets, type QuizAnswers } from '@schemas/quiz-answers.ts'
import { recommend } from '@schemas/rule-engine.ts'
import { describe, expect, it } from 'vitest'
import { shippedText } from './content-fixture'

// SPEC.md §3, "Quiz questions": the option values, copied by hand.
const GOALS = ['pain-relief', 'relaxation', 'wellness', 'athletic']
const PAINS = ['none', 'mild', 'moderate', 'severe']
const PRESSURES = ['light', 'medium', 'firm', 'unsure']
const EXPERIENCES = ['never', 'occasionally', 'regularly', 'very-experienced']
const AREAS = ['neck-shoulders', 'back', 'legs-feet', 'arms-hands', 'full-body', 'specific-injury']

// SPEC.md §4, "Recommendation rule, evaluated in this order", written out independently.
function specRecommendation(goal: string, pain: string, pressure: string): string {
  if (goal === 'pain-relief' || pain === 'severe') return 'therapeutic'
  if (pressure === 'firm' || goal === 'athletic') return 'deep-tissue'
  if (goal === 'relaxation') return 'swedish'
  return 'hot-stone'
}

/** Every non-empty choice of areas: bit i of `mask` picks AREAS[i]. */
function areaChoices(): string[][] {
  const choices: string[][] = []
  for (let mask = 1; mask < 1 << AREAS.length; mask++)
    choices.push(AREAS.filter((_, index) => (mask >> index) & 1))
  return choices
}

function* specAnswerSets(): Generator<{ answers: QuizAnswers; expected: string }> {
  for (const goal of GOALS)
    for (const pain of PAINS)
      for (const pressure of PRESSURES)
        for (const experience of EXPERIENCES)
          for (const areas of areaChoices()) {
            const answers = {
              '1': [goal],
              '2': [pain],
              '3': [pressure],
              '4': [experience],
              '5': areas,
            }
            yield { answers, expected: specRecommendation(goal, pain, pressure) }
          }
}

const quiz = contentSchemas.quiz.parse(JSON.parse(shippedText('quiz')))
const rules = contentSchemas.rules.parse(JSON.parse(shippedText('rules')))

describe('the rules in rules.json', () => {
  it('are read against the quiz SPEC.md describes', () => {
    expect(quiz.questions.map((q) => [q.id, q.type, q.options.map((o) => o.value)])).toEqual([
      [1, 'single', GOALS],
      [2, 'single', PAINS],
      [3, 'single', PRESSURES],
      [4, 'single', EXPERIENCES],
      [5, 'multiple', AREAS],
    ])
  })

  it("agree with SPEC.md's four-step rule on all 4⁴ × (2⁶ − 1) = 16,128 answer sets", () => {
    let count = 0
    const disagreements: string[] = []
    for (const { answers, expected } of specAnswerSets()) {
      count++
      const { key, reasons } = recommend(rules, answers)
      if (key !== expected || reasons.length === 0)
        disagreements.push(`${JSON.stringify(answers)}: got ${key}, SPEC.md says ${expected}`)
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
