import type { OutboxEntry, SignupPayload } from '@contract/signup-payload.ts'
import { normalizedEmail } from '@schemas/waitlist.schema.ts'
import type { OutboxStore } from './outbox-store'
import { OUTBOX_STORAGE_LOCK } from './pending-signups'
import type { SignupMemory } from './signup-memory'
import type {
  Delivery,
  DeliveryResult,
  Signup,
  SignupStatus,
  SubmitOutcome,
  WaitlistOutbox,
} from './waitlist-outbox'

/**
 * Sends a payload until it is delivered, refused, or the retry policy gives up; calls
 * `whileWaiting` once the first try did not settle it (a retry is coming, or the browser is
 * offline and the send waits for the network).
 */
export type Attempt = (payload: SignupPayload, whileWaiting: () => void) => Promise<Delivery>

/**
 * How the tabs of one browser agree, at once (localStorage is shared too, but a tab in another
 * process may read it a moment late):
 * - `oneAtATime` runs `task` once no other tab runs one under the same name (Web Locks), so two
 *   tabs never send one sign-up, or save one email, at the same time;
 * - `announce` tells every tab of this browser that something happened (a sign-up was delivered,
 *   an email was saved), for as long as this tab is open; `announced` asks whether one did.
 */
export type TabAgreement = {
  oneAtATime: <T>(name: string, task: () => Promise<T>) => Promise<T>
  announce: (name: string) => Promise<void>
  announced: (name: string) => Promise<boolean>
}

export type OutboxDependencies = {
  store: OutboxStore
  /** This browser's last sign-up, and its personal link once delivered ("You're on the list"). */
  memory: SignupMemory
  attempt: Attempt
  tabs: TabAgreement
  /** A stable, one-way digest of an email (SHA-256 in the browser). */
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
 * one stays pending, for the next `flush`. `flush` sends what
 * is still pending. A sign-up is sent by one tab at a time, and once at a time within a tab.
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
  /** Reads and writes of the stored list, one tab at a time (the start-up keeper takes it too). */
  const withStorage = <T>(work: () => T | Promise<T>) =>
    tabs.oneAtATime(OUTBOX_STORAGE_LOCK, async () => work())

  function dispatch(entry: OutboxEntry, whileWaiting: () => void = () => {}) {
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
        const { result, referralLink } = await attempt(entry.payload, whileWaiting)
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

  /** Saves a new sign-up unless this email joined already; two tabs take turns per email. */
  async function save(signup: Signup, email: string) {
    const emailDigest = await digest(email)
    return tabs.oneAtATime(`save-${emailDigest}`, async () => {
      const earlier = store.entries().filter((entry) => entry.email === email)
      const pending = earlier.some((entry) => entry.state === 'pending')
      if (pending || store.joined().includes(emailDigest)) return undefined
      // A refused try of this email may be tried again (corrected); it replaces the refused one.
      const refused = earlier.filter((entry) => entry.state === 'needs-attention')
      if (refused.length === 0 && (await tabs.announced(`saved-${emailDigest}`))) return undefined
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
      const entry: OutboxEntry = { payload, email, state: 'pending' }
      const saved = await withStorage(() => {
        for (const earlier of refused) store.remove(keyOf(earlier))
        return store.put(entry)
      })
      if (saved) await tabs.announce(`saved-${emailDigest}`)
      return { entry, saved }
    })
  }

  async function record(signup: Signup, email: string): Promise<SubmitOutcome> {
    const recording = await save(signup, email)
    if (!recording) return { kind: 'already' }
    const { entry, saved } = recording
    memory.remember({ key: keyOf(entry) })
    let firstTryMissed = () => {}
    const waiting = new Promise<'waiting'>((resolve) => {
      firstTryMissed = () => resolve('waiting')
    })
    const delivery = dispatch(entry, firstTryMissed)
    if (!saved) {
      // Nowhere to keep it: only a delivery makes it safe, so the visitor waits for the outcome
      // (one postponed was not kept, so it failed: what was typed is still in the form).
      const result = await delivery
      const lost = result === 'gave-up' || result === 'postponed' || result === undefined
      if (lost && memory.current()?.key === keyOf(entry)) memory.forget()
      return { kind: lost ? 'failed' : result }
    }
    const graceOver = new Promise<'waiting'>((resolve) =>
      setTimeout(() => resolve('waiting'), firstTryGraceMs),
    )
    const early = await Promise.race([delivery, waiting, graceOver])
    if (early === 'refused') return { kind: early }
    if (early === 'postponed') return { kind: 'postponed', key: keyOf(entry) }
    return { kind: 'recorded', key: keyOf(entry), waiting: early !== 'delivered' }
  }

  return {
    submit(signup: Signup): Promise<SubmitOutcome> {
      const email = normalizedEmail(signup.email)
      const inProgress = submitting.get(email)
      if (inProgress) return inProgress
      const outcome = record(signup, email).finally(() => submitting.delete(email))
      submitting.set(email, outcome)
      return outcome
    },

    async flush(): Promise<void> {
      const pending = store.entries().filter((entry) => entry.state === 'pending')
      await Promise.all(pending.map((entry) => dispatch(entry)))
    },

    async statusOf(key: string): Promise<SignupStatus> {
      // Under the storage lock: a keeper's write queued before this call is read, not missed.
      const state = await withStorage(() => stored(key)?.state)
      if (state) return state
      if (deliveredHere.has(key) || (await tabs.announced(`delivered-${key}`))) return 'delivered'
      return 'unknown'
    },

    onResult(listener: (key: string, result: DeliveryResult) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
