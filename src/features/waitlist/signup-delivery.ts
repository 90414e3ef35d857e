import type { SignupPayload } from '@contract/signup-payload.ts'
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { useMemo } from 'react'
import { retriedWhile } from '@/lib/query-client'
import { type Delivered, PostponedError, RefusedError, RetryableError, senderFor } from './senders'
import type { Attempt, Delivery } from './waitlist-outbox'

/**
 * A sign-up's delivery as one TanStack Query mutation: the build's sender, SPEC's retry policy
 * for a failure that may pass (no network, a 5xx, a busy endpoint; never a refusal, nor a field
 * the endpoint does not take yet), and paused while the browser is offline, sent on by the
 * `online` event. The waitlist form runs it with `useMutation`; the outbox, for what no form
 * shows, with a MutationObserver of its own (delivery.ts).
 */
export const signupDelivery = mutationOptions({
  mutationKey: ['waitlist', 'signup'],
  mutationFn: senderFor(import.meta.env.WAITLIST_ENDPOINT),
  ...retriedWhile((error) => error instanceof RetryableError),
  networkMode: 'online',
})

/**
 * The outbox's attempt through a mutation that `start` runs: tells `whileWaiting` once a try
 * failed and another is coming, or the mutation waits for the network, and says how it ended.
 */
export function attemptThrough(
  client: QueryClient,
  start: (payload: SignupPayload) => Promise<Delivered>,
): Attempt {
  return (payload, whileWaiting) => {
    const stopWatching = client.getMutationCache().subscribe(({ mutation }) => {
      const state = mutation?.state
      if (state?.variables !== payload || state.status !== 'pending') return
      if (state.failureCount > 0 || state.isPaused) whileWaiting()
    })
    return start(payload)
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
 * The waitlist form's own delivery of the sign-up it shows: a `useMutation` of `signupDelivery`,
 * as the outbox's attempt. The outbox keeps the sign-up first, and sends it again itself once
 * this attempt gave up, or on a later visit.
 */
export function useSignupDelivery(): Attempt {
  const client = useQueryClient()
  const { mutateAsync } = useMutation(signupDelivery)
  return useMemo(() => attemptThrough(client, mutateAsync), [client, mutateAsync])
}
