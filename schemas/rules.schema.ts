import { z } from 'zod'
import { optionValue } from './options.schema.ts'
import { schemaPointer, text } from './primitives.schema.ts'
import { recommendationKey } from './recommendations.schema.ts'

export const ruleCondition = z
  .strictObject({
    question: z.int().positive().describe('The id of a quiz question.'),
    in: z
      .array(optionValue)
      .min(1, 'expected at least 1 option value')
      .describe('Matches when the visitor chose any of these option values.'),
    because: text.describe('Finishes "Because you …" on the result, e.g. "want relief from pain".'),
  })
  .describe('Matches when the answer to one question includes one of the listed values.')

export const recommendationRule = z
  .strictObject({
    recommend: recommendationKey,
    when: z
      .strictObject({
        any: z.array(ruleCondition).min(1).describe('The rule fires when at least one matches.'),
      })
      .describe('The conditions of this rule.'),
  })
  .describe('If any condition matches, recommend this massage. Rules are tried top to bottom.')

export const rulesSchema = z
  .strictObject({
    $schema: schemaPointer,
    rules: z.array(recommendationRule).describe('Tried in order; the first that matches wins.'),
    otherwise: z
      .strictObject({
        recommend: recommendationKey,
        because: text.describe('Finishes "Because you …" when no rule matched.'),
      })
      .describe('The final default when no rule above matched.'),
  })
  .describe('The ordered recommendation rules, ending in a default.')

export type RulesContent = z.infer<typeof rulesSchema>
export type RecommendationRule = z.infer<typeof recommendationRule>
