import type { QuizQuestion } from '@schemas/quiz.schema.ts'
import type { QuizAnswers } from '@schemas/quiz-answers.ts'
import type { RecommendationsContent } from '@schemas/recommendations.schema.ts'
import { recommend } from '@schemas/rule-engine.ts'
import type { RulesContent } from '@schemas/rules.schema.ts'

// docs/product.md, Quiz: the option values, copied by hand.
const GOALS = ['pain-relief', 'relaxation', 'wellness', 'athletic']
const PAINS = ['none', 'mild', 'moderate', 'severe']
const PRESSURES = ['light', 'medium', 'firm', 'unsure']
const EXPERIENCES = ['never', 'occasionally', 'regularly', 'very-experienced']
const AREAS = ['neck-shoulders', 'back', 'legs-feet', 'arms-hands', 'full-body', 'specific-injury']

/** The product's five questions: id, single or multiple, option values in order. */
export const SPEC_QUESTIONS = [
  { id: 1, type: 'single', values: GOALS },
  { id: 2, type: 'single', values: PAINS },
  { id: 3, type: 'single', values: PRESSURES },
  { id: 4, type: 'single', values: EXPERIENCES },
  { id: 5, type: 'multiple', values: AREAS },
] as const

export const SPEC_MASSAGES = ['swedish', 'deep-tissue', 'therapeutic', 'hot-stone']

// docs/product.md, Recommendation rule, written out independently.
export function specRecommendation(goal: string, pain: string, pressure: string): string {
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

/** All 4⁴ × (2⁶ − 1) = 16,128 answer sets of the product's quiz, with the product's recommendation. */
export function* specAnswerSets(): Generator<{ answers: QuizAnswers; expected: string }> {
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

type Quiz = { questions: readonly QuizQuestion[]; rules: RulesContent } & RecommendationsContent

const described = (question: { id: number; type: string; values: readonly string[] }) =>
  `question ${question.id} (${question.type}: ${question.values.join(', ')})`

/** How a quiz differs from the product's, one short line per difference; none when it conforms. */
export function differencesFromSpec({ questions, rules, recommendations }: Quiz): string[] {
  const differences: string[] = []
  const asked = questions.map(({ id, type, options }) => ({
    id,
    type,
    values: options.map((option) => option.value),
  }))
  if (asked.length !== SPEC_QUESTIONS.length)
    differences.push(`${asked.length} questions, the product has ${SPEC_QUESTIONS.length}`)
  SPEC_QUESTIONS.forEach((spec, index) => {
    const question = asked[index]
    const same =
      question?.id === spec.id &&
      question.type === spec.type &&
      question.values.join() === spec.values.join()
    if (!same)
      differences.push(
        `question ${index + 1} is ${question ? described(question) : 'missing'}, the product has ${described(spec)}`,
      )
  })
  const massages = recommendations.map((entry) => entry.key)
  if ([...massages].sort().join() !== [...SPEC_MASSAGES].sort().join())
    differences.push(`massages ${massages.join(', ')}, the product has ${SPEC_MASSAGES.join(', ')}`)
  differences.push(...conditionsBeyondTheProduct(rules))
  const rulesDiffer = ruleDifference(rules)
  return rulesDiffer ? [...differences, rulesDiffer] : differences
}

/** Every `{ question, in }` condition in a rule's `when`, however its groups nest. */
function conditionsIn(when: unknown): { question: number; in: readonly unknown[] }[] {
  if (Array.isArray(when)) return when.flatMap(conditionsIn)
  if (typeof when !== 'object' || when === null) return []
  const { question, in: values } = Object.fromEntries(Object.entries(when))
  if (typeof question === 'number' && Array.isArray(values)) return [{ question, in: values }]
  return Object.values(when).flatMap(conditionsIn)
}

/**
 * A rule that asks a question, or an answer, the product's quiz does not have: the product's
 * answer sets never reach it, so the rule's difference is named here, beside the question's.
 */
function conditionsBeyondTheProduct(rules: RulesContent): string[] {
  return rules.rules.flatMap((rule, index) =>
    conditionsIn(rule.when).flatMap(({ question, in: values }) => {
      const spec = SPEC_QUESTIONS.find((candidate) => candidate.id === question)
      const foreign = values.filter((value) => !spec?.values.some((known) => known === value))
      if (foreign.length === 0) return []
      const asked = spec
        ? `answers ${foreign.join(', ')} to question ${question}`
        : `question ${question} (${values.join(', ')})`
      return [
        `rules[${index}] (recommend ${rule.recommend}) asks ${asked}, which the product's quiz does not have`,
      ]
    }),
  )
}

/**
 * How the rules recommend, against the product's rule, over the product's answer sets: asked
 * whatever else changed, so one run lists every difference (a question added says nothing of
 * whether the rule changed too).
 */
function ruleDifference(rules: RulesContent): string | undefined {
  let disagreements = 0
  let example = ''
  for (const { answers, expected } of specAnswerSets()) {
    const { key } = recommend(rules, answers)
    if (key === expected) continue
    disagreements++
    example ||= `${JSON.stringify(answers)} gets ${key}, the product says ${expected}`
  }
  return disagreements > 0
    ? `the rules recommend differently from the product on ${disagreements} of 16,128 answer sets, e.g. ${example}`
    : undefined
}
