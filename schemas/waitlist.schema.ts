// zod/mini: this schema runs in the visitor's browser, where full zod would cost ~15 KB gzip.
import { z } from 'zod/mini'

/** The user types SPEC.md allows; '' means the visitor did not say. */
export const userType = z.enum(['client', 'therapist', 'both', ''])

/**
 * The fields a waitlist sign-up relies on; the waitlist form in forms.json must define them. Any
 * other field it defines travels in the sign-up as the visitor filled it in.
 */
export const waitlistSignup = z.object({
  name: z.string().check(z.trim(), z.minLength(1)),
  email: z.string().check(z.trim(), z.minLength(1)),
  userType,
})

export type WaitlistSignup = z.infer<typeof waitlistSignup>
export type UserType = z.infer<typeof userType>
