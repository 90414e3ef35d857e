import { z } from 'zod'

/** The user types SPEC.md allows; '' means the visitor did not say. */
export const userType = z.enum(['client', 'therapist', 'both', ''])

/** A waitlist sign-up as it leaves the form. The waitlist form in forms.json must match it. */
export const waitlistSignup = z.strictObject({
  name: z.string().trim().min(1),
  email: z.string().trim().min(1),
  userType,
})

export type WaitlistSignup = z.infer<typeof waitlistSignup>
export type UserType = z.infer<typeof userType>
