import { MutationObserver } from '@tanstack/react-query'
import { countStep } from '@/features/funnel/funnel-beacon'
import { newIdempotencyKey } from '@/lib/idempotency-key'
import { sharedQueryClient } from '@/lib/query-client'
import { emailDigest } from './email-digest'
import { createOutbox } from './outbox'
import { outboxStore, usableLocalStorage } from './outbox-store'
import { sendableEntry } from './sendable-entry'
import { attemptThrough, signupDelivery } from './signup-delivery'
import { pageSignupMemory } from './signup-memory'
import { browserLocks, tabAgreement } from './tab-agreement'
import type { WaitlistOutbox } from './waitlist-outbox'

let outbox: WaitlistOutbox | undefined

/** After a sign-up's tries ran out, the open page sends what is pending again: 15 s, doubling to 5 min. */
const RESEND_FIRST_MS = 15_000
const RESEND_LONGEST_MS = 300_000

/**
 * A sign-up whose tries all failed (the endpoint down for a while, not the browser offline), or
 * that the endpoint cannot take yet (a new field, before its deploy), goes again while the page
 * stays open, not only on the next visit or the `online` event.
 */
function resendWhileOpen(box: WaitlistOutbox) {
  let wait = RESEND_FIRST_MS
  let timer: ReturnType<typeof setTimeout> | undefined
  box.onResult((_key, result) => {
    if (result !== 'gave-up' && result !== 'postponed') {
      wait = RESEND_FIRST_MS
      return
    }
    if (timer) return
    timer = setTimeout(() => {
      timer = undefined
      void box.flush()
    }, wait)
    wait = Math.min(wait * 2, RESEND_LONGEST_MS)
  })
}

/** The page's waitlist outbox, made on first use (in the browser only). */
export function waitlistOutbox(): WaitlistOutbox {
  if (outbox) return outbox
  const client = sharedQueryClient()
  const created = createOutbox({
    store: outboxStore(usableLocalStorage(), sendableEntry),
    memory: pageSignupMemory(),
    // What no form shows (a new visit, a resend, the quiz's tick box): a mutation of its own.
    attempt: attemptThrough(client, (payload) =>
      new MutationObserver(client, signupDelivery).mutate(payload),
    ),
    tabs: tabAgreement(browserLocks()),
    digest: emailDigest,
    newKey: newIdempotencyKey,
    now: () => new Date(),
  })
  // The data client resumes a send paused offline when the network comes back (`online`), and
  // sign-ups an earlier try gave up on go again then too.
  client.mount()
  window.addEventListener('online', () => void created.flush())
  resendWhileOpen(created)
  created.onResult((_key, result) => result === 'delivered' && countStep('joined'))
  outbox = created
  return created
}
