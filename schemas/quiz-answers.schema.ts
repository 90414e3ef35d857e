import { z } from 'zod'

/** Quiz answers: question id → the option values chosen, in option order. */
export const quizAnswers = z.record(z.string(), z.array(z.string()))
export type QuizAnswers = z.infer<typeof quizAnswers>
