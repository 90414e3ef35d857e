import { currentVisitSource } from './visit-source'

/**
 * The quiz email step's "also put me on the waitlist": the email and the quiz's match go through
 * the same outbox as the waitlist form (kept on this device until delivered), with the email
 * step's own fields. Its code loads only when the visitor ticks the box and submits.
 */
export async function joinFromQuizEmail(email: string, match: string): Promise<void> {
  const { waitlistOutbox } = await import('./delivery')
  await waitlistOutbox().submit({
    fields: { email },
    email,
    source: currentVisitSource(),
    // A person answered five questions first: no script gets here.
    spam: { honeypotFilled: false, submittedTooFast: false },
    match,
    form: 'quizEmail',
  })
}
