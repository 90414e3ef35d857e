import { z } from 'zod'
import { missingKeyMessage } from './missing-key-message.ts'
import { optionValue } from './options.schema.ts'
import { schemaPointer, text } from './primitives.schema.ts'
import { recommendationKey } from './recommendations.schema.ts'

export const ruleCondition = z
  .strictObject({
    question: z
      .int()
      .positive()
      .describe('Which quiz question this condition looks at: its "id" in quiz.json.'),
    in: z
      .array(
        optionValue.describe(
          'The "value" of one of that question’s options in quiz.json, e.g. "pain-relief".',
        ),
      )
      .min(1, 'expected at least 1 option value')
      .describe('Matches when the visitor chose any of these option values.'),
    because: text.describe(
      'Quiz result, "Why we suggest it": finishes the sentence that starts "Because you" (or "They said they" on a result someone shared), e.g. "want relief from pain". Several matching reasons are joined with "and". Start in lower case; no full stop; no "you" or "your", so it reads for anyone.',
    ),
  })
  .describe('Matches when the answer to one question includes one of the listed values.')

/** How a group joins its conditions: "any" (OR: one of them) or "all" (AND: every one). */
export type GroupJoin = 'any' | 'all'
export type RuleCondition = z.infer<typeof ruleCondition>
export type ConditionGroup<Item> = { join: GroupJoin; items: Item[] }
/** What a rule's "when" holds: conditions, and groups of conditions one level deep. */
export type RuleItem = RuleCondition | ConditionGroup<RuleCondition>

const JOIN_HELP = {
  any: 'OR: the group matches when at least one of these matches.',
  all: 'AND: the group matches only when every one of these matches.',
} as const

/**
 * A group written as `{ "any": [...] }` or `{ "all": [...] }`, read as `{ join, items }`. Both keys
 * are optional to the schema (so an editor offers both, and a misspelt one gets a suggestion);
 * exactly one of them must be there.
 */
function groupOf<Item>(items: z.ZodType<Item>, what: string) {
  const list = (join: GroupJoin) =>
    z
      .array(items)
      .min(1, `expected at least 1 ${what}`)
      .optional()
      .describe(`${JOIN_HELP[join]} A list of ${what}s.`)
  return { any: list('any'), all: list('all') }
}

type GroupKeys<Item> = { any?: Item[] | undefined; all?: Item[] | undefined }

/** A key the content check reports as missing, unless a misspelt key beside it says so already. */
function reportMissing(context: z.core.$RefinementCtx, input: unknown, message: string) {
  context.issues.push({ code: 'custom', input, message, params: { missing: true } })
}

function readGroup<Item>(
  group: GroupKeys<Item>,
  context: z.core.$RefinementCtx,
): ConditionGroup<Item> | undefined {
  if (group.any && group.all) {
    context.issues.push({
      code: 'custom',
      input: group,
      message:
        'a group has either "any" (one of them matches) or "all" (every one matches), not both: put one of them in a group of its own inside the other',
    })
    return undefined
  }
  if (group.all) return { join: 'all', items: group.all }
  if (group.any) return { join: 'any', items: group.any }
  reportMissing(context, group, 'missing "any" (one of them matches) or "all" (every one matches)')
  return undefined
}

type ConditionKeys = Partial<RuleCondition>

function readCondition(
  { question, in: values, because }: ConditionKeys,
  context: z.core.$RefinementCtx,
): RuleCondition | undefined {
  if (question !== undefined && values !== undefined && because !== undefined)
    return { question, in: values, because }
  const expected = { question: 'a question id', in: 'a list of option values', because: 'text' }
  const given = { question, in: values, because }
  for (const key of ['question', 'in', 'because'] as const)
    if (given[key] === undefined)
      reportMissing(context, given, missingKeyMessage(key, expected[key]))
  return undefined
}

const conditionKeys = ruleCondition.partial().shape

const TOO_DEEP =
  'groups nest one level only: this group is already inside another one, so write its conditions here directly'
const notHere = z
  .never({ error: TOO_DEEP })
  .optional()
  .describe('Not allowed here: groups nest one level only.')

/** A condition inside a group: "any" or "all" here would nest a group two levels deep. */
const groupedCondition = z
  .strictObject({ ...conditionKeys, any: notHere, all: notHere })
  .describe('A condition: a question, the option values that match, and the reason to show.')
  .transform((item, context) => readCondition(item, context) ?? z.NEVER)

/** A group inside a rule's "when": conditions only, no deeper groups. */
const innerGroup = z.strictObject(groupOf(groupedCondition, 'condition'))

/**
 * One entry of a rule's "when": a condition (question, in, because) or a group of conditions
 * (any or all). One object with every key optional, so that a mistake in either is reported by
 * its key, not as "matches neither shape".
 */
const ruleItem = z
  .strictObject({ ...conditionKeys, ...innerGroup.shape })
  .describe(
    'A condition (question, in, because), or a group of conditions: "any" for OR, "all" for AND.',
  )
  .transform((item, context): RuleItem => {
    const { any, all, ...condition } = item
    const isGroup = any !== undefined || all !== undefined
    if (isGroup && Object.values(condition).some((value) => value !== undefined)) {
      context.issues.push({
        code: 'custom',
        input: item,
        message:
          'this is both a condition (question, in, because) and a group (any or all): make it one or the other',
      })
      return z.NEVER
    }
    const read = isGroup ? readGroup({ any, all }, context) : readCondition(condition, context)
    return read ?? z.NEVER
  })

export const recommendationRule = z
  .strictObject({
    recommend: recommendationKey.describe(
      'The massage this rule recommends: the "key" of an entry in recommendations.json.',
    ),
    when: z
      .strictObject(groupOf(ruleItem, 'condition or group'))
      .describe(
        'When this rule applies: "any" (OR, one of the list matches) or "all" (AND, every one matches). An entry may itself be a group, one level deep.',
      )
      .transform((group, context) => readGroup(group, context) ?? z.NEVER),
  })
  .describe(
    'If its "when" matches, recommend this massage. Rules are tried top to bottom; the first that matches wins.',
  )

export const rulesSchema = z
  .strictObject({
    $schema: schemaPointer,
    rules: z.array(recommendationRule).describe('Tried in order; the first that matches wins.'),
    otherwise: z
      .strictObject({
        recommend: recommendationKey.describe(
          'The massage recommended when no rule above matched: the key of one of the massages in recommendations.json.',
        ),
        because: text.describe(
          'Quiz result, "Why we suggest it": finishes the sentence that starts "Because you" (or "They said they" on a result someone shared) when no rule matched. Start in lower case; no full stop; no "you" or "your", so it reads for anyone.',
        ),
      })
      .describe('The final default when no rule above matched.'),
  })
  .describe('The ordered recommendation rules, ending in a default.')

export type RulesContent = z.infer<typeof rulesSchema>
export type RecommendationRule = z.infer<typeof recommendationRule>
