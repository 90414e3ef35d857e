import { QUIZ_LENGTH } from '@schemas/quiz.schema.ts'
import { z } from 'zod'

/**
 * The quiz's URL: `?step=3&a=1-pain-relief_2-severe` or `?step=result&a=…`.
 * Anything tampered falls back to undefined and the flow picks a sensible view.
 */
export const quizSearch = z.object({
  step: z
    .union([z.int().min(1).max(QUIZ_LENGTH), z.enum(['email', 'result'])])
    .optional()
    .catch(undefined),
  a: z.string().max(400).optional().catch(undefined),
})

export type QuizSearch = z.infer<typeof quizSearch>
export type QuizStep = NonNullable<QuizSearch['step']>
