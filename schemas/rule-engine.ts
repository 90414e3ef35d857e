import { answerFor, type QuizAnswers } from './quiz-answers.ts'
import type { RecommendationKey } from './recommendations.schema.ts'
import type { ConditionGroup, RuleCondition, RuleItem, RulesContent } from './rules.schema.ts'

export type RuleOutcome = {
  key: RecommendationKey
  /** The "because" texts of the conditions that matched, or the default's. */
  reasons: string[]
  /** Index in `rules`, or -1 when the default applied. */
  ruleIndex: number
}

type When = ConditionGroup<RuleItem>

const isGroup = (item: RuleItem): item is ConditionGroup<RuleCondition> => 'join' in item

/** Where a condition sits in rules.json, from its rule's "when": e.g. ["all", 1, "any", 0]. */
export type ConditionPlace = { condition: RuleCondition; path: (string | number)[] }

/** Every condition of a rule's "when", nested ones included, with its place in the file. */
export function conditionsOf(when: When): ConditionPlace[] {
  return when.items.flatMap((item, index) =>
    isGroup(item)
      ? item.items.map((condition, inner) => ({
          condition,
          path: [when.join, index, item.join, inner],
        }))
      : [{ condition: item, path: [when.join, index] }],
  )
}

/** The reasons a group matches for, or undefined when it does not match. */
function reasonsOf<Item>(
  group: ConditionGroup<Item>,
  reasonsOfItem: (item: Item) => string[] | undefined,
): string[] | undefined {
  const results = group.items.map(reasonsOfItem)
  const matched = results.filter((reasons) => reasons !== undefined)
  if (group.join === 'all' ? matched.length < results.length : matched.length === 0)
    return undefined
  return matched.flat()
}

function conditionReasons(condition: RuleCondition, answers: QuizAnswers): string[] | undefined {
  const chosen = answerFor(answers, condition.question)
  return chosen.some((value) => condition.in.includes(value)) ? [condition.because] : undefined
}

function itemReasons(item: RuleItem, answers: QuizAnswers): string[] | undefined {
  return isGroup(item)
    ? reasonsOf(item, (condition) => conditionReasons(condition, answers))
    : conditionReasons(item, answers)
}

/**
 * Tries the rules in order; the first whose "when" matches decides. Its reasons are the
 * "because" texts of the conditions that matched ("all" needs every one; "any" one or more).
 */
export function recommend(content: RulesContent, answers: QuizAnswers): RuleOutcome {
  for (const [ruleIndex, rule] of content.rules.entries()) {
    const reasons = reasonsOf(rule.when, (item) => itemReasons(item, answers))
    if (reasons) return { key: rule.recommend, reasons, ruleIndex }
  }
  return { key: content.otherwise.recommend, reasons: [content.otherwise.because], ruleIndex: -1 }
}
