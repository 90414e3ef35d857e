/**
 * What a quiz result hands to the waitlist form when the visitor chooses to join from it: the
 * email they gave the quiz, kept in this tab's memory only (never in the URL or in storage), and
 * a request to place them in the form's first empty field.
 */
let handoff = { email: '', focusRequested: false }

export function handOverToWaitlist(email: string): void {
  handoff = { email, focusRequested: true }
}

export function handedOverEmail(): string {
  return handoff.email
}

/** True once after a hand-over, for the form that arrives to take the visitor's focus. */
export function takeFocusRequest(): boolean {
  const requested = handoff.focusRequested
  handoff = { ...handoff, focusRequested: false }
  return requested
}

/** The quiz was retaken, or the email has joined: nothing is carried any more. */
export function forgetHandoff(): void {
  handoff = { email: '', focusRequested: false }
}
