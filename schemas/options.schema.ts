import { z } from 'zod'
import { text } from './primitives.schema.ts'

export const optionValue = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'expected lower-case words joined by hyphens, like "pain-relief"',
  )
  .describe('The stored value: lower-case words joined by hyphens. Rules refer to it.')

export const choiceOption = z
  .strictObject({
    value: optionValue,
    label: text.describe('What the visitor reads on the option.'),
    emoji: z
      .string()
      .min(1)
      .max(8)
      .optional()
      .describe('An optional emoji shown beside the label.'),
    description: text.optional().describe('An optional second line under the label.'),
  })
  .describe('One choice: its stored value and the label a visitor reads.')

export type ChoiceOption = z.infer<typeof choiceOption>
