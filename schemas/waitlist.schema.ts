// zod/mini: this schema runs in the visitor's browser, where full zod would cost ~15 KB gzip.
import { z } from 'zod/mini'

/**
 * The fields a waitlist sign-up relies on (how we greet and reach a person); the waitlist form in
 * forms.json must define them, of these kinds. Every other field a maintainer adds there travels
 * in the sign-up as the visitor filled it in.
 */
export const waitlistSignup = z.object({
  name: z.string().check(z.trim(), z.minLength(1)),
  email: z.string().check(z.trim(), z.minLength(1)),
})

export const REQUIRED_WAITLIST_FIELDS = {
  name: { kind: 'text', meaning: 'a first name' },
  email: { kind: 'email', meaning: 'an email address' },
} as const satisfies Record<keyof WaitlistSignup, { kind: string; meaning: string }>

export { HONEYPOT_FIELD_NAME } from './spam-signals.ts'

export type WaitlistSignup = z.infer<typeof waitlistSignup>

/**
 * An email as the waitlist keeps and sends to, in the browser and on the server: trimmed and
 * lower-cased, so "Ana@Example.com " is the same person as "ana@example.com". The server tells
 * people apart by their mailbox, which goes further (server/waitlist/mailbox.ts).
 */
export const normalizedEmail = (email: string) => email.trim().toLowerCase()
