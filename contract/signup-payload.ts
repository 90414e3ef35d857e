// zod/mini: this runs in the visitor's browser, and outbox entries come back from localStorage,
// which anything may have changed: each is checked before it is sent again.
import { z } from 'zod/mini'
import { formValues } from './field-value.ts'
import { REFERRAL_CODE } from './referral-code.ts'
import { isStorableText } from './storable-text.ts'

/**
 * The longest texts of a sign-up's envelope, and the most UTM parameters: what the landing page
 * notes (src/features/waitlist/remember-visit-source.ts) stays well within them.
 */
export const ENVELOPE_LIMITS = {
  idempotencyKey: 200,
  match: 100,
  utmParameters: 20,
  utmName: 64,
  utmValue: 500,
  referrer: 2048,
  landingPath: 2048,
} as const

/** Text that can be stored (storable-text.ts), of at most `max` characters. */
const storable = (max: number) =>
  z.string().check(z.maxLength(max), z.refine(isStorableText, 'not storable text'))

/**
 * Where a visitor came from, as the page they landed on knew it
 * (src/features/waitlist/visit-source.ts).
 */
export const visitSource = z.object({
  utm: z
    .record(storable(ENVELOPE_LIMITS.utmName), storable(ENVELOPE_LIMITS.utmValue))
    .check(
      z.refine(
        (utm) => Object.keys(utm).length <= ENVELOPE_LIMITS.utmParameters,
        'too many UTM parameters',
      ),
    ),
  referrer: storable(ENVELOPE_LIMITS.referrer),
  landingPath: storable(ENVELOPE_LIMITS.landingPath),
  /** The referral code of the link this visit arrived by (`?ref=`), when it had a well-formed one. */
  referralCode: z.optional(z.string().check(z.regex(REFERRAL_CODE))),
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
  idempotencyKey: storable(ENVELOPE_LIMITS.idempotencyKey).check(z.minLength(8)),
  createdAt: z.string(),
  fields: formValues,
  source: visitSource,
  spam: spamFlags,
  /** The key of the massage the quiz recommended, when the visitor joined from its result. */
  match: z.optional(storable(ENVELOPE_LIMITS.match)),
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

/**
 * What the endpoint answers a sign-up it took (202), whoever's address it is (decision 0026): the
 * personal link to share, `SITE_URL/?ref=<code>`, where the endpoint gives one.
 */
export const signupReceipt = z.object({
  status: z.literal('received'),
  referralLink: z.optional(z.string()),
})

export type VisitSource = z.infer<typeof visitSource>
export type SpamFlags = z.infer<typeof spamFlags>
export type SignupPayload = z.infer<typeof signupPayload>
export type OutboxEntry = z.infer<typeof outboxEntry>
export type SignupReceipt = z.infer<typeof signupReceipt>
