import { MutationObserver } from '@tanstack/react-query'
import { newIdempotencyKey } from '@/lib/idempotency-key'
import { QUERY_RETRY_COUNT, queryRetryDelay, sharedQueryClient } from '@/lib/query-client'
import { type Attempt, createOutbox, type TabAgreement } from './outbox'
import { outboxStore, usableLocalStorage } from './outbox-store'
import { webLockName } from './pending-signups'
import { PostponedError, RefusedError, RetryableError, type Send, senderFor } from './senders'
import { pageSignupMemory } from './signup-memory'
import type { Delivery, WaitlistOutbox } from './waitlist-outbox'

/**
 * One try after another through a TanStack Query mutation, with the product's retry policy (three
 * retries, 1 s doubling, at most 30 s). A refusal is not retried, nor a sign-up the endpoint
 * cannot take yet (it goes again later); while the browser is offline the mutation waits, and the
 * `online` event itself sends it on.
 */
function throughMutation(send: Send): Attempt {
  return (payload, whileWaiting) => {
    const mutation = new MutationObserver(sharedQueryClient(), {
      mutationFn: send,
      retry: (failures, error) => error instanceof RetryableError && failures < QUERY_RETRY_COUNT,
      retryDelay: queryRetryDelay,
      networkMode: 'online',
    })
    const stopWatching = mutation.subscribe((state) => {
      // A retry is coming, or the send waits for the network (not a final failure).
      if (state.status === 'pending' && (state.failureCount > 0 || state.isPaused)) whileWaiting()
    })
    return mutation
      .mutate(payload)
      .then(
        ({ referralLink }): Delivery => ({ result: 'delivered', referralLink }),
        (error: unknown): Delivery => {
          if (error instanceof RefusedError) return { result: 'refused' }
          return { result: error instanceof PostponedError ? 'postponed' : 'gave-up' }
        },
      )
      .finally(stopWatching)
  }
}

/**
 * Web Locks, which every tab of the browser sees at once. One tab at a time sends a given
 * sign-up: the others wait their turn, then find it delivered; a tab that closes mid-send hands
 * the lock on. An announcement is a lock this tab holds until it closes. Without Web Locks (old
 * browsers), each tab goes its own way and the endpoint's idempotency key keeps one sign-up.
 */
const webLocks: TabAgreement = {
  oneAtATime: (name, task) =>
    navigator.locks ? navigator.locks.request(webLockName(name), task) : task(),
  announce: (name) =>
    new Promise((held) => {
      if (!navigator.locks) return held()
      void navigator.locks.request(webLockName(name), () => {
        held()
        return new Promise(() => {})
      })
    }),
  announced: async (name) => {
    if (!navigator.locks) return false
    const { held = [] } = await navigator.locks.query()
    return held.some((lock) => lock.name === webLockName(name))
  },
}

async function sha256(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text)
  if (!crypto.subtle) return String(bytes.reduce((hash, byte) => (hash * 31 + byte) >>> 0, 7))
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

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
  const created = createOutbox({
    store: outboxStore(usableLocalStorage()),
    memory: pageSignupMemory(),
    attempt: throughMutation(senderFor(import.meta.env.WAITLIST_ENDPOINT)),
    tabs: webLocks,
    digest: sha256,
    newKey: newIdempotencyKey,
    now: () => new Date(),
  })
  // The data client resumes a send paused offline when the network comes back (`online`), and
  // sign-ups an earlier try gave up on go again then too.
  sharedQueryClient().mount()
  window.addEventListener('online', () => void created.flush())
  resendWhileOpen(created)
  outbox = created
  return created
}
