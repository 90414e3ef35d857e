// One browser's outboxes for the outbox's tests: tabs over a shared storage, agreeing in turn.

import type { SignupPayload } from '@contract/signup-payload.ts'
import { createOutbox } from '@/features/waitlist/outbox'
import { outboxStore } from '@/features/waitlist/outbox-store'
import { sendableEntry } from '@/features/waitlist/sendable-entry'
import { signupMemory } from '@/features/waitlist/signup-memory'
import type { TabAgreement } from '@/features/waitlist/tab-agreement'
import type { Delivery, DeliveryResult } from '@/features/waitlist/waitlist-outbox'

/** One browser: Web Locks granted in turn, announcements every tab of it hears. */
export function browser() {
  const announced = new Set<string>()
  const tails = new Map<string, Promise<unknown>>()
  const tabs: TabAgreement = {
    oneAtATime: (name, task) => {
      const turn = (tails.get(name) ?? Promise.resolve()).then(task)
      tails.set(
        name,
        turn.catch(() => {}),
      )
      return turn
    },
    announce: async (name) => {
      announced.add(name)
    },
    announced: async (name) => announced.has(name),
  }
  const items = new Map<string, string>()
  const storage: Storage = {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
  return { tabs, storage }
}

/** How these outboxes keep an email they joined with. */
export const digest = async (text: string) => `digest:${text}`

/** Idempotency keys unique across every tab of every test. */
let keys = 0

/**
 * A tab of `world` whose endpoint answers `answer`, or what `answer()` says at each try; a
 * delivery may bring a personal link.
 */
export function tab(
  world: ReturnType<typeof browser>,
  answer: DeliveryResult | Delivery | ((payload: SignupPayload) => DeliveryResult | Delivery),
) {
  const delivery = (given: DeliveryResult | Delivery) =>
    typeof given === 'string' ? { result: given } : given
  return createOutbox({
    store: outboxStore(world.storage, sendableEntry),
    memory: signupMemory(world.storage),
    attempt: async (payload) => delivery(typeof answer === 'function' ? answer(payload) : answer),
    tabs: world.tabs,
    digest,
    newKey: () => `idempotency-key-${++keys}`,
    now: () => new Date('2026-11-26T10:00:00Z'),
    firstTryGraceMs: 0,
  })
}

export const signup = (email: string) => ({
  fields: { name: 'Ana', email, userType: '' },
  email,
  source: { utm: {}, referrer: '', landingPath: '/' },
  spam: { honeypotFilled: false, submittedTooFast: false },
})

export async function recordedKey(outbox: ReturnType<typeof tab>, email: string) {
  const outcome = await outbox.submit(signup(email))
  if (outcome.kind !== 'recorded') throw new Error(`not recorded: ${outcome.kind}`)
  return outcome.key
}
