// zod/mini: this schema runs in the visitor's browser, where full zod would cost ~15 KB gzip.
import { z } from 'zod/mini'

/** The user types SPEC.md allows; '' means the visitor did not say. */
export const userType = z.enum(['client', 'therapist', 'both', ''])

/** A waitlist sign-up as it leaves the form. The waitlist form in forms.json must match it. */
export const waitlistSignup = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1)),
  email: z.string().check(z.trim(), z.minLength(1)),
  userType,
})

export type WaitlistSignup = z.infer<typeof waitlistSignup>
export type UserType = z.infer<typeof userType>
