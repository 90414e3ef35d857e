import { QUIZ_LENGTH } from '@schemas/constants.ts'
import { z } from 'zod/mini'

/**
 * The quiz's URL: `?step=3&a=1-pain-relief_2-severe` or `?step=result&a=…`.
 * Anything tampered falls back to undefined and the flow picks a sensible view.
 * (zod/mini: route definitions load on every page, so this stays a few hundred bytes.)
 */
export const quizSearch = z.object({
  step: z.catch(
    z.optional(z.union([z.int().check(z.gte(1), z.lte(QUIZ_LENGTH)), z.enum(['email', 'result'])])),
    undefined,
  ),
  a: z.catch(z.optional(z.string().check(z.maxLength(400))), undefined),
})

export type QuizSearch = z.infer<typeof quizSearch>
export type QuizStep = NonNullable<QuizSearch['step']>
