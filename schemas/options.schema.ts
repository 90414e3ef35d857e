import { z } from 'zod'
import { text } from './primitives.schema.ts'

export const optionValue = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'expected lower-case words joined by hyphens, like "pain-relief"',
  )
  .describe(
    'The answer as the site stores it, never shown: lower-case words joined by hyphens, e.g. "pain-relief", different for each choice in the list. In the quiz, rules.json refers to it: rename it only together with the rules.',
  )

export const choiceOption = z
  .strictObject({
    value: optionValue,
    label: text.describe(
      'The words a visitor reads on this choice: on its card (like the quiz answers) or in a drop-down list.',
    ),
    emoji: z
      .string()
      .min(1)
      .max(8)
      .optional()
      .describe(
        'An optional emoji shown beside the words on an answer card, e.g. "🌿". A drop-down list does not show it.',
      ),
    description: text
      .optional()
      .describe(
        'An optional smaller line under the words on an answer card. A drop-down list does not show it.',
      ),
  })
  .describe('One choice in a form field: the value the site stores and the words a visitor reads.')

export type ChoiceOption = z.infer<typeof choiceOption>
