import { answerFor, type QuizAnswers } from './quiz-answers.ts'
import type { RecommendationKey } from './recommendations.schema.ts'
import type { ConditionGroup, RuleCondition, RuleItem, RulesContent } from './rules.schema.ts'

export type RuleOutcome = {
  key: RecommendationKey
  /** The "because" texts of the conditions that matched, or the default's. */
  reasons: string[]
  /** Index in `rules`, or -1 when the default applied. */
  ruleIndex: number
  /**
   * The questions whose answers ruled out the rules before the deciding one (every rule, for the
   * default), in the rules' order, but for those the deciding reasons already speak of.
   */
  ruledOutBy: number[]
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

/** What a group matches by (its items' own), or undefined when it does not match. */
function reasonsOf<Item, Reason>(
  group: ConditionGroup<Item>,
  reasonsOfItem: (item: Item) => Reason[] | undefined,
): Reason[] | undefined {
  const results = group.items.map(reasonsOfItem)
  const matched = results.filter((reasons) => reasons !== undefined)
  if (group.join === 'all' ? matched.length < results.length : matched.length === 0)
    return undefined
  return matched.flat()
}

const isMet = (condition: RuleCondition, answers: QuizAnswers) =>
  answerFor(answers, condition.question).some((value) => condition.in.includes(value))

/** The conditions an item matches by: itself, or those of its group. */
function metConditions(item: RuleItem, answers: QuizAnswers): RuleCondition[] | undefined {
  const one = (condition: RuleCondition) => (isMet(condition, answers) ? [condition] : undefined)
  return isGroup(item) ? reasonsOf(item, one) : one(item)
}

/** The questions of a rule's conditions the answers do not meet: what ruled the rule out. */
function unmetQuestions(rule: { when: When }, answers: QuizAnswers): number[] {
  return conditionsOf(rule.when)
    .filter(({ condition }) => !isMet(condition, answers))
    .map(({ condition }) => condition.question)
}

/** Each question once, in order, but those already among `spokenOf`. */
function ruledOut(questions: number[], spokenOf: RuleCondition[]): number[] {
  const spoken = new Set(spokenOf.map((condition) => condition.question))
  return [...new Set(questions)].filter((question) => !spoken.has(question))
}

/**
 * Tries the rules in order; the first whose "when" matches decides. Its reasons are the
 * "because" texts of the conditions that matched ("all" needs every one; "any" one or more).
 */
export function recommend(content: RulesContent, answers: QuizAnswers): RuleOutcome {
  const passed: number[] = []
  for (const [ruleIndex, rule] of content.rules.entries()) {
    const met = reasonsOf(rule.when, (item) => metConditions(item, answers))
    if (met) {
      const reasons = met.map((condition) => condition.because)
      return { key: rule.recommend, reasons, ruleIndex, ruledOutBy: ruledOut(passed, met) }
    }
    passed.push(...unmetQuestions(rule, answers))
  }
  return {
    key: content.otherwise.recommend,
    reasons: [content.otherwise.because],
    ruleIndex: -1,
    ruledOutBy: ruledOut(passed, []),
  }
}

/**
 * The runner-up: the massage of the first rule after the deciding one that the answers also
 * match, when it recommends another massage. The default ("otherwise") is never a runner-up: it
 * applies only when no rule does. Undefined when the rules give none.
 */
export function runnerUp(
  content: RulesContent,
  answers: QuizAnswers,
): RecommendationKey | undefined {
  const decided = recommend(content, answers)
  if (decided.ruleIndex < 0) return undefined
  const next = content.rules
    .slice(decided.ruleIndex + 1)
    .find(
      (rule) =>
        rule.recommend !== decided.key &&
        reasonsOf(rule.when, (item) => metConditions(item, answers)) !== undefined,
    )
  return next?.recommend
}
