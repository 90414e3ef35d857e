import type { Recommendation } from '@schemas/recommendations.schema.ts'

/** The massage a quiz result recommended: its key (what a sign-up carries) and its name. */
export type QuizMatch = Pick<Recommendation, 'key' | 'name'>

/**
 * What a quiz result hands to the waitlist form when the visitor chooses to join from it: the
 * email they gave the quiz and their match, kept in this tab's memory only (never in the URL or
 * in storage), and a request to place them in the form's first empty field.
 */
let handoff: { email: string; match?: QuizMatch; focusRequested: boolean } = {
  email: '',
  focusRequested: false,
}

export function handOverToWaitlist(email: string, match: QuizMatch): void {
  handoff = { email, match, focusRequested: true }
}

export function handedOverEmail(): string {
  return handoff.email
}

export function handedOverMatch(): QuizMatch | undefined {
  return handoff.match
}

/** True once after a hand-over, for the form that arrives to take the visitor's focus. */
export function takeFocusRequest(): boolean {
  const requested = handoff.focusRequested
  handoff = { ...handoff, focusRequested: false }
  return requested
}

/** The quiz was retaken, or the visitor has joined: nothing is carried any more. */
export function forgetHandoff(): void {
  handoff = { email: '', focusRequested: false }
}
