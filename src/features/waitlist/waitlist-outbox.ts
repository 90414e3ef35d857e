import type { FormValues } from '@contract/field-value.ts'
import type { SignupPayload, SpamFlags, VisitSource } from '@contract/signup-payload.ts'

/**
 * Sends a payload until it is delivered, refused, or the retry policy gives up; calls
 * `whileWaiting` once the first try did not settle it (a retry is coming, or the browser is
 * offline and the send waits for the network).
 */
export type Attempt = (payload: SignupPayload, whileWaiting: () => void) => Promise<Delivery>

/**
 * How one sign-up's delivery ended, after every retry its policy allows; `postponed`, the
 * endpoint does not take one of the form's fields yet (it is kept, to go later). Whether the
 * address was on the list already is not the endpoint's to say (decision 0028).
 */
export type DeliveryResult = 'delivered' | 'refused' | 'postponed' | 'gave-up'

/** How one sign-up's delivery ended, with the personal link a delivered one may bring (issue 34). */
export type Delivery = { result: DeliveryResult; referralLink?: string }

export type Signup = {
  /** Every field the waitlist form defines in content, as the visitor filled it in. */
  fields: FormValues
  /** The value of the form's email field. */
  email: string
  /** The massage the quiz recommended, when the visitor joined from its result. */
  match?: string
  /** The form `fields` come from, when not the waitlist's (the quiz email step's). */
  form?: SignupPayload['form']
  source: VisitSource
  spam: SpamFlags
}

/**
 * What a submit came to:
 * - `recorded`: saved in the outbox and on its way (`waiting` while not yet delivered);
 * - `delivered`: the endpoint confirmed it (with no outbox to save it in, only this is safe);
 * - `already`: this browser signed up with this email before (only this browser knows: the
 *   endpoint answers every address alike, decision 0028);
 * - `refused`: the endpoint turned it down (4xx): it needs the visitor's attention;
 * - `postponed`: saved, but the endpoint does not take one of its fields yet: it goes again later;
 * - `failed`: not saved, and not delivered.
 */
export type SubmitOutcome =
  | { kind: 'recorded'; key: string; waiting: boolean }
  | { kind: 'postponed'; key: string }
  | { kind: 'delivered' | 'already' | 'refused' | 'failed' }

/**
 * Where a recorded sign-up stands now (`unknown`: neither kept on this device nor known to be
 * delivered, so it is not on its way).
 */
export type SignupStatus = 'pending' | 'needs-attention' | 'delivered' | 'unknown'

/**
 * Where the waitlist form sends sign-ups: the one seam between the form and delivery. The outbox
 * (outbox.ts, made in delivery.ts) keeps each sign-up on this device until it is delivered.
 */
export type WaitlistOutbox = {
  /**
   * Records and sends one sign-up; a second submit of the same email meanwhile is the same. Its
   * first sends go `through` the attempt given (the visible form's mutation), later ones (a
   * resend, a new visit) through the outbox's own.
   */
  submit: (signup: Signup, through?: Attempt) => Promise<SubmitOutcome>
  /**
   * Takes over the sign-up the early-input script kept under `key` before the app ran, and sends
   * it; where the keeper could not keep it, submits `signup` as typed instead.
   */
  adopt: (key: string, signup: Signup, through?: Attempt) => Promise<SubmitOutcome>
  /** Sends every sign-up still pending (a new visit, the network back). */
  flush: () => Promise<void>
  statusOf: (key: string) => Promise<SignupStatus>
  /** Hears how each sign-up's delivery ends; returns the way to stop listening. */
  onResult: (listener: (key: string, result: DeliveryResult) => void) => () => void
}
