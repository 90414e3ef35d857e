import type { WaitlistSignup } from '@schemas/waitlist.schema.ts'

/**
 * Where sign-ups go. Today: the console (SPEC.md §7). Later: a local outbox that delivers to
 * an HTTP endpoint. The form only ever calls `deliver`, so that swap touches nothing else.
 */
export type WaitlistOutbox = {
  deliver: (signup: WaitlistSignup) => Promise<void>
}

export const consoleOutbox: WaitlistOutbox = {
  async deliver(signup) {
    console.info('Waitlist sign-up', signup)
  },
}
