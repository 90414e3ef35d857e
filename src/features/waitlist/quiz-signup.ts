import { rememberJoinedAddress } from './joined-address'
import { currentVisitSource } from './visit-source'

/**
 * The quiz email step's "also put me on the waitlist": the email and the quiz's match go through
 * the same outbox as the waitlist form (kept on this device until delivered), with the email
 * step's own fields. Its code loads only when the visitor ticks the box and submits. Resolves
 * to whether the email is on the list, or on its way to it (this browser joined with it before,
 * or it is kept to be sent): false when the sign-up was refused or could not be kept.
 */
export async function joinFromQuizEmail(email: string, match: string): Promise<boolean> {
  const { waitlistOutbox } = await import('./delivery')
  const outcome = await waitlistOutbox().submit({
    fields: { email },
    email,
    source: currentVisitSource(),
    // A person answered five questions first: no script gets here.
    spam: { honeypotFilled: false, submittedTooFast: false },
    match,
    form: 'quizEmail',
  })
  const onTheList = outcome.kind !== 'refused' && outcome.kind !== 'failed'
  if (onTheList) rememberJoinedAddress(email)
  return onTheList
}
