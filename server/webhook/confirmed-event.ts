import { z } from 'zod'
import { formValues } from '../../contract/field-value.ts'
import type { ConfirmedSignup } from '../waitlist/confirm-first.ts'

export const CONFIRMED_EVENT_TYPE = 'waitlist.signup.confirmed'

const isoTime = z.iso.datetime()

/**
 * The body of `waitlist.signup.confirmed`, in the Standard Webhooks shape (type, timestamp,
 * data): the sign-up as the export has it, its source, the quiz's match and its referral codes.
 */
export const confirmedEvent = z.object({
  type: z.literal(CONFIRMED_EVENT_TYPE),
  /** When the address was confirmed. */
  timestamp: isoTime,
  data: z.object({
    email: z.string(),
    /** Every field of the waitlist form, as the visitor filled it in. */
    fields: formValues,
    /** The visitor's clock when they pressed the button, and ours when it arrived. */
    signedUpAt: isoTime,
    receivedAt: isoTime,
    confirmedAt: isoTime,
    source: z.object({
      utm: z.record(z.string(), z.string()),
      referrer: z.string(),
      landingPath: z.string(),
    }),
    /** The massage the quiz recommended (its key, and its name in the content), if any. */
    match: z.object({ key: z.string(), name: z.string().optional() }).nullable(),
    /** Issue 34's codes: this sign-up's own, and the one of the link it arrived by (null: none). */
    referral: z.object({ code: z.string().nullable(), referredBy: z.string().nullable() }),
    /** The address's domain is a known disposable one. */
    disposableDomain: z.boolean(),
  }),
})
export type ConfirmedEvent = z.infer<typeof confirmedEvent>

/** The event for a sign-up just confirmed; `massageName` gives a quiz match's name from its key. */
export function confirmedEventOf(
  signup: ConfirmedSignup,
  massageName: (key: string) => string | undefined,
): { event: ConfirmedEvent; signup: ConfirmedSignup } {
  const confirmedAt = signup.confirmed_at.toISOString()
  const name = signup.quiz_match ? massageName(signup.quiz_match) : undefined
  const event = confirmedEvent.parse({
    type: CONFIRMED_EVENT_TYPE,
    timestamp: confirmedAt,
    data: {
      email: signup.email,
      fields: signup.fields,
      signedUpAt: signup.signed_up_at.toISOString(),
      receivedAt: signup.received_at.toISOString(),
      confirmedAt,
      source: { utm: signup.utm, referrer: signup.referrer, landingPath: signup.landing_path },
      match: signup.quiz_match ? { key: signup.quiz_match, ...(name ? { name } : {}) } : null,
      referral: { code: signup.referral_code, referredBy: signup.referred_by },
      disposableDomain: signup.disposable_domain,
    },
  })
  return { event, signup }
}
