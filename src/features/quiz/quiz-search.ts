import { OWN_RESULT_FROM, OWN_RESULT_PARAM } from '@contract/own-result-link.ts'

/** Which step a quiz URL opens: question 1, 2, …, the email step or the result. */
export type QuizStep = number | 'email' | 'result'

/** The quiz's URL: `?step=3&a=1-pain-relief_2-severe` or `?step=result&a=…`. */
export type QuizSearch = {
  step?: QuizStep
  a?: string
  /** The match email's link (contract/own-result-link.ts): the reader's own result. */
  from?: typeof OWN_RESULT_FROM
}

/** Encoded answers longer than this are not from our quiz. */
const MAX_ANSWERS_LENGTH = 400

function stepFrom(value: unknown): QuizStep | undefined {
  if (value === 'email' || value === 'result') return value
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined
}

function answersFrom(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= MAX_ANSWERS_LENGTH ? value : undefined
}

/**
 * Reads the quiz's URL. Anything tampered becomes undefined and the flow picks a sensible view;
 * a step past the last question is clamped by the flow, which knows how many there are.
 * (Plain code rather than a zod schema: route definitions load on every page, so this stays
 * a few hundred bytes instead of zod's seven kilobytes.)
 */
export function quizSearch(search: Record<string, unknown>): QuizSearch {
  const own = search[OWN_RESULT_PARAM] === OWN_RESULT_FROM ? OWN_RESULT_FROM : undefined
  return { step: stepFrom(search.step), a: answersFrom(search.a), ...(own ? { from: own } : {}) }
}
