import type { OutboxEntry, SignupPayload } from '@contract/signup-payload.ts'
import { normalizedEmail } from '@schemas/waitlist.schema.ts'
import { keepSignup } from './keep-signup'
import type { OutboxStore } from './outbox-store'
import { OUTBOX_STORAGE_LOCK } from './pending-signups'
import type { SignupMemory } from './signup-memory'
import type { TabAgreement } from './tab-agreement'
import type {
  Attempt,
  DeliveryResult,
  Signup,
  SignupStatus,
  SubmitOutcome,
  WaitlistOutbox,
} from './waitlist-outbox'

export type OutboxDependencies = {
  store: OutboxStore
  /** This browser's last sign-up, and its personal link once delivered ("You're on the list"). */
  memory: SignupMemory
  /** How a sign-up is sent when nothing else is asked for (a new visit, a resend, the quiz). */
  attempt: Attempt
  tabs: TabAgreement
  /** A stable, one-way digest of an email (SHA-256 in the browser, email-digest.ts). */
  digest: (text: string) => Promise<string>
  newKey: () => string
  now: () => Date
  /** How long a submit waits for its first try before it calls the sign-up recorded. */
  firstTryGraceMs?: number
}

const FIRST_TRY_GRACE_MS = 1500

const keyOf = (entry: OutboxEntry) => entry.payload.idempotencyKey

/**
 * The waitlist's outbox. Each sign-up is saved (with its idempotency key) before the first send
 * and removed only once delivered; a refused one is kept as needing attention, and a postponed
 * one stays pending, for the next `flush`. `flush` sends what is still pending. A sign-up is sent
 * by one tab at a time, and once at a time within a tab.
 */
export function createOutbox({
  store,
  memory,
  attempt,
  tabs,
  digest,
  newKey,
  now,
  firstTryGraceMs = FIRST_TRY_GRACE_MS,
}: OutboxDependencies): WaitlistOutbox {
  const listeners = new Set<(key: string, result: DeliveryResult) => void>()
  const sending = new Map<string, Promise<DeliveryResult | undefined>>()
  const submitting = new Map<string, Promise<SubmitOutcome>>()
  /** Keys this tab delivered. */
  const deliveredHere = new Set<string>()

  const stored = (key: string) => store.entries().find((entry) => keyOf(entry) === key)
  /** Reads and writes of the stored list, one tab at a time (the early-input keeper's too). */
  const withStorage = <T>(work: () => T | Promise<T>) =>
    tabs.oneAtATime(OUTBOX_STORAGE_LOCK, async () => work())

  function dispatch(entry: OutboxEntry, whileWaiting: () => void = () => {}, through = attempt) {
    const key = keyOf(entry)
    const already = sending.get(key)
    if (already) return already
    const delivery = tabs
      .oneAtATime(`send-${key}`, async () => {
        // Another tab may have delivered it (or seen it refused) while this one waited its turn.
        const settledElsewhere =
          store.available && stored(key)?.state !== 'pending'
            ? true
            : await tabs.announced(`delivered-${key}`)
        if (settledElsewhere) return undefined
        const { result, referralLink } = await through(entry.payload, whileWaiting)
        // The last sign-up is remembered with its link (one an earlier visit left pending too).
        const remembered = memory.current()
        if (result === 'delivered' && (!remembered || remembered.key === key))
          memory.remember({ key, ...(referralLink ? { referralLink } : {}) })
        if (result === 'refused' && remembered?.key === key) memory.forget()
        if (result === 'delivered') {
          deliveredHere.add(key)
          // Announced before the entry goes: another tab asking meanwhile never finds neither.
          await tabs.announce(`delivered-${key}`)
          const emailDigest = await digest(entry.email)
          await withStorage(() => {
            store.remove(key)
            store.addJoined(emailDigest)
          })
        }
        if (result === 'refused') await withStorage(() => store.markNeedsAttention(key))
        for (const listener of listeners) listener(key, result)
        return result
      })
      .finally(() => sending.delete(key))
    sending.set(key, delivery)
    return delivery
  }

  /** A new sign-up's entry, with a new idempotency key. */
  function entryOf(signup: Signup, email: string): OutboxEntry {
    const payload: SignupPayload = {
      kind: 'waitlist-signup',
      idempotencyKey: newKey(),
      createdAt: now().toISOString(),
      fields: signup.fields,
      source: signup.source,
      spam: signup.spam,
      ...(signup.match ? { match: signup.match } : {}),
      ...(signup.form ? { form: signup.form } : {}),
    }
    return { payload, email, state: 'pending' }
  }

  /**
   * Sends a kept (or, with nowhere to keep it, unkept) sign-up, remembered as this browser's
   * last; says how its first try went, or that it is on its way once the grace is over.
   */
  async function send(
    entry: OutboxEntry,
    saved: boolean,
    through: Attempt,
  ): Promise<SubmitOutcome> {
    const key = keyOf(entry)
    if (memory.current()?.key !== key) memory.remember({ key })
    let firstTryMissed = () => {}
    const waiting = new Promise<'waiting'>((resolve) => {
      firstTryMissed = () => resolve('waiting')
    })
    const delivery = dispatch(entry, firstTryMissed, through)
    if (!saved) {
      // Nowhere to keep it: only a delivery makes it safe, so the visitor waits for the outcome
      // (one postponed was not kept, so it failed: what was typed is still in the form).
      const result = await delivery
      const lost = result === 'gave-up' || result === 'postponed' || result === undefined
      if (lost && memory.current()?.key === key) memory.forget()
      return { kind: lost ? 'failed' : result }
    }
    const graceOver = new Promise<'waiting'>((resolve) =>
      setTimeout(() => resolve('waiting'), firstTryGraceMs),
    )
    const early = await Promise.race([delivery, waiting, graceOver])
    if (early === 'refused') return { kind: early }
    if (early === 'postponed') return { kind: 'postponed', key }
    return { kind: 'recorded', key, waiting: early !== 'delivered' }
  }

  function submit(signup: Signup, through = attempt): Promise<SubmitOutcome> {
    const email = normalizedEmail(signup.email)
    const inProgress = submitting.get(email)
    if (inProgress) return inProgress
    const entry = entryOf(signup, email)
    const outcome = keepSignup({ store, tabs, digest }, entry)
      .then((kept) => (kept === 'already' ? { kind: kept } : send(entry, kept === 'kept', through)))
      .finally(() => submitting.delete(email))
    submitting.set(email, outcome)
    return outcome
  }

  const deliveredSomewhere = async (key: string) =>
    deliveredHere.has(key) || (await tabs.announced(`delivered-${key}`))

  return {
    submit,

    async adopt(key: string, signup: Signup, through = attempt): Promise<SubmitOutcome> {
      // Under the storage lock, asked for after the keeper's: its write is read, not missed.
      const entry = await withStorage(() => stored(key))
      if (entry?.state === 'pending') return send(entry, true, through)
      if (entry) return { kind: 'refused' }
      if (await deliveredSomewhere(key)) return { kind: 'delivered' }
      // The keeper could not keep it (this email waits or joined already, or storage refused):
      // as if it were submitted now.
      return submit(signup, through)
    },

    async flush(): Promise<void> {
      const pending = await withStorage(() =>
        store.entries().filter((entry) => entry.state === 'pending'),
      )
      await Promise.all(pending.map((entry) => dispatch(entry)))
    },

    async statusOf(key: string): Promise<SignupStatus> {
      // Under the storage lock: a keeper's write asked for before this call is read, not missed.
      const state = await withStorage(() => stored(key)?.state)
      if (state) return state
      return (await deliveredSomewhere(key)) ? 'delivered' : 'unknown'
    },

    onResult(listener: (key: string, result: DeliveryResult) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
