import type { QuizQuestion } from '../quiz.schema.ts'
import { allAnswerSets } from '../quiz-answers.ts'
import type { RecommendationsContent } from '../recommendations.schema.ts'
import { conditionsOf, recommend } from '../rule-engine.ts'
import type { RulesContent } from '../rules.schema.ts'
import type { Report } from './check-report.ts'
import { closestMatch, listAlternatives } from './describe.ts'
import type { JsonPath } from './json-document.ts'

/** Every condition names an existing question and existing option values of it. */
export function checkRuleReferences(
  questions: readonly QuizQuestion[],
  rules: RulesContent,
  report: Report,
) {
  let ok = true
  const ids = [...new Set(questions.map((question) => question.id))]
  rules.rules.forEach((rule, r) => {
    for (const { condition, path } of conditionsOf(rule.when)) {
      const at: JsonPath = ['rules', r, 'when', ...path]
      const question = questions.find((candidate) => candidate.id === condition.question)
      if (!question) {
        ok = false
        const expected = `expected one of ${ids.join(', ')}`
        report([...at, 'question'], `no quiz question has id ${condition.question} (${expected})`)
        continue
      }
      const known = question.options.map((option) => option.value)
      condition.in.forEach((value, v) => {
        if (known.includes(value)) return
        ok = false
        const expected = `expected ${listAlternatives(known)}`
        report(
          [...at, 'in', v],
          `question ${question.id} has no option ${JSON.stringify(value)} (${expected})`,
        )
      })
    }
  })
  return ok
}

/**
 * A rule that decides no answer set is dead: the rules above it always win first. Only the
 * questions some rule reads can change the outcome, so only their answers are enumerated
 * (4 × 4 × 4 = 64 sets for the shipped rules, instead of all 16,128).
 */
export function checkRulesReachable(
  questions: readonly QuizQuestion[],
  rules: RulesContent,
  report: Report,
) {
  const read = new Set(
    rules.rules.flatMap((rule) =>
      conditionsOf(rule.when).map(({ condition }) => condition.question),
    ),
  )
  const relevant = questions.filter((question) => read.has(question.id))
  const fired = new Set<number>()
  for (const answers of allAnswerSets(relevant)) fired.add(recommend(rules, answers).ruleIndex)
  rules.rules.forEach((rule, r) => {
    if (fired.has(r)) return
    report(
      ['rules', r],
      `this rule (recommend "${rule.recommend}") can never apply: the rules above it already match every answer it matches`,
    )
  })
  if (!fired.has(-1))
    report(['otherwise'], 'the default can never apply: the rules above match every answer set')
}

/**
 * The rules and the massages agree: every massage a rule recommends has its entry in
 * recommendations.json, and every entry there is recommended by some rule (or the default). A key
 * the rules misspell is the one mistake, told where it is with the key meant, and the massage it
 * leaves unrecommended is not reported as a second one.
 */
export function checkRecommendedKeys(
  { recommendations }: RecommendationsContent,
  rules: RulesContent,
  report: { rules: Report; recommendations: Report },
) {
  const keys = recommendations.map((entry) => entry.key)
  const recommended: { key: string; at: JsonPath }[] = [
    ...rules.rules.map((rule, r) => ({ key: rule.recommend, at: ['rules', r, 'recommend'] })),
    { key: rules.otherwise.recommend, at: ['otherwise', 'recommend'] },
  ]
  const meant = new Set<string>()
  for (const { key, at } of recommended) {
    if (keys.includes(key)) continue
    const suggestion = closestMatch(key, keys)
    if (suggestion !== undefined) meant.add(suggestion)
    const hint = suggestion
      ? `did you mean "${suggestion}"?`
      : `expected ${listAlternatives([...new Set(keys)])}`
    report.rules(at, `recommendations.json has no massage with the key "${key}" (${hint})`)
  }
  recommendations.forEach((entry, r) => {
    if (meant.has(entry.key) || recommended.some(({ key }) => key === entry.key)) return
    report.recommendations(
      ['recommendations', r, 'key'],
      `no rule in rules.json recommends "${entry.key}": add a rule for it, or remove this massage`,
    )
  })
}
