/**
 * The funnel's steps (issue 48), in their order: a visit, the quiz started, each of its questions
 * reached, its email step, a result seen, a sign-up sent from the browser, and the address
 * confirmed (the server counts that one). The questions come from the quiz's content, so a sixth
 * question adds a step by itself. This module imports nothing: the page's beacon is tiny.
 */
export function funnelStepsOf(questionCount: number): string[] {
  const questions = Array.from({ length: questionCount }, (_, index) => `question-${index + 1}`)
  return ['visit', 'quiz-start', ...questions, 'email-step', 'result', 'joined', 'confirmed']
}

/** Where the page's beacons go, on the site's own server. */
export const FUNNEL_PATH = '/api/funnel'

/** A screen narrower than this (CSS px) counts as a phone; anything wider, as larger. */
export const PHONE_BELOW_PX = 640
export const DEVICES = ['phone', 'larger'] as const

/** The sources a step may be counted under: lower case, letters, digits and `.`, `_`, `-`. */
export const FUNNEL_SOURCE = /^[a-z0-9._-]{1,64}$/

/**
 * A visit's source, as the dashboard groups sign-ups: the UTM source, else the referring site's
 * host, else `referral` (a personal link), else `direct`; lower-cased and cut to what
 * FUNNEL_SOURCE allows, so no address or other text a link carries is ever counted.
 */
export function funnelSourceOf(landing: {
  utmSource?: string
  referrerHost?: string
  referral?: boolean
}): string {
  const plain = (text = '') =>
    text
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 64)
  return (
    plain(landing.utmSource) ||
    plain(landing.referrerHost) ||
    (landing.referral ? 'referral' : 'direct')
  )
}
