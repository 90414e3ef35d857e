// zod/mini: this runs in the visitor's browser, and outbox entries come back from localStorage,
// which anything may have changed: each is checked before it is sent again.
import { z } from 'zod/mini'
import { formValues } from '@/forms/field-value'

/** Where a visitor came from, as the page they landed on knew it (visit-source.ts). */
export const visitSource = z.object({
  utm: z.record(z.string(), z.string()),
  referrer: z.string(),
  landingPath: z.string(),
})

/** Signs that a sign-up came from a script rather than a person: flagged, never dropped. */
export const spamFlags = z.object({
  /** The field hidden from people and assistive technology was filled in. */
  honeypotFilled: z.boolean(),
  /** Sent sooner after the form came into view than a person can fill it in. */
  submittedTooFast: z.boolean(),
})

/** What a sign-up sends: the form's fields as content defines them, and nothing else. */
export const signupPayload = z.object({
  kind: z.literal('waitlist-signup'),
  idempotencyKey: z.string().check(z.minLength(8)),
  createdAt: z.string(),
  fields: formValues,
  source: visitSource,
  spam: spamFlags,
  /** The key of the massage the quiz recommended, when the visitor joined from its result. */
  match: z.optional(z.string()),
  /**
   * The form of forms.json whose fields `fields` holds: the waitlist's (when absent), or the quiz
   * email step's, whose tick box also joins the waitlist.
   */
  form: z.optional(z.enum(['waitlist', 'quizEmail'])),
})

/** A sign-up in the outbox: waiting to be sent, or refused by the endpoint (needs attention). */
export const outboxEntry = z.object({
  payload: signupPayload,
  /** The email it signs up, trimmed and lower-cased: how "already on the list" is told. */
  email: z.string(),
  state: z.enum(['pending', 'needs-attention']),
})

export type VisitSource = z.infer<typeof visitSource>
export type SpamFlags = z.infer<typeof spamFlags>
export type SignupPayload = z.infer<typeof signupPayload>
export type OutboxEntry = z.infer<typeof outboxEntry>
