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
        'An optional smaller line under the words on an answer card. A drop-down list does not show it. Keep it to a few words: one short line.',
      ),
  })
  .describe('One choice in a form field: the value the site stores and the words a visitor reads.')

export type ChoiceOption = z.infer<typeof choiceOption>

/**
 * The drawn line icons a quiz answer can show, by name: the one list of names. Each is drawn in
 * src/features/quiz/option-icons.tsx, where a name without a drawing is a type error.
 */
export const optionIcon = z
  .enum([
    'bandage',
    'leaf',
    'sparkles',
    'runner',
    'face-calm',
    'face-mild',
    'face-tense',
    'face-strained',
    'dial-low',
    'dial-mid',
    'dial-high',
    'question',
    'sprout',
    'sun-cloud',
    'calendar',
    'meditation',
    'neck-shoulders',
    'back',
    'leg',
    'hand',
    'full-body',
    'target',
  ])
  .describe(
    'Quiz page: the drawn line icon in the small tile beside the answer’s words, by name, e.g. "leaf" or "back". Your editor offers every name; npm run content:check lists them if one is misspelt. Use "icon" or "emoji", not both.',
  )

export type OptionIconName = z.infer<typeof optionIcon>

const BOTH_ICON_AND_EMOJI =
  'an answer shows an "icon" or an "emoji", not both: remove one of them (a drawn icon looks the same on every device)'

/** A quiz answer: a choice that may show a drawn icon, or an emoji as a maintainer's explicit choice. */
export const quizOption = z
  .strictObject({
    value: optionValue.describe(
      'Quiz page: the answer as the site stores it, never shown: lower-case words joined by hyphens, e.g. "pain-relief", different for each answer to the question. rules.json refers to it: rename it only together with the rules.',
    ),
    label: text.describe('Quiz page: the words on the answer card, e.g. "Relax and unwind".'),
    icon: optionIcon.optional(),
    emoji: choiceOption.shape.emoji.describe(
      'Quiz page: an emoji in the answer’s tile instead of a drawn icon, e.g. "🌿". Emoji look different on every device, and like an empty box where no emoji font is installed: prefer "icon".',
    ),
    description: text
      .optional()
      .describe(
        'Quiz page: an optional smaller line under the words on the answer card. Keep it to a few words: one short line.',
      ),
    reason: text
      .optional()
      .describe(
        'Quiz result, "Why we suggest it": how this answer is said when it helped decide the match, after "Because you" (or "They said they" on a result someone shared), e.g. "carry mild pain or tension now and then". Start in lower case; no full stop; no "you" or "your", so it reads for anyone. Without it, the answer is left out of the sentence.',
      ),
  })
  .refine((option) => option.icon === undefined || option.emoji === undefined, {
    path: ['emoji'],
    message: BOTH_ICON_AND_EMOJI,
  })
  .describe(
    'One answer card on the quiz page: its stored value, its words, and a drawn icon (or an emoji) if you like.',
  )

export type QuizOption = z.infer<typeof quizOption>
