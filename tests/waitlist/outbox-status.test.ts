// @vitest-environment node
// Where a sign-up stands, as the waitlist form asks it of the outbox once its code runs: a key
// the outbox neither keeps nor knows delivered is never reported as delivered.
import { describe, expect, it } from 'vitest'
import { createOutbox, type TabAgreement } from '@/features/waitlist/outbox'
import { outboxStore } from '@/features/waitlist/outbox-store'
import type { DeliveryResult } from '@/features/waitlist/waitlist-outbox'

/** One browser: Web Locks granted in turn, announcements every tab of it hears. */
function browser() {
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

/** Idempotency keys unique across every tab of every test. */
let keys = 0

/** A tab of `world` whose endpoint answers `answer`, or what `answer()` says at each try. */
function tab(world: ReturnType<typeof browser>, answer: DeliveryResult | (() => DeliveryResult)) {
  return createOutbox({
    store: outboxStore(world.storage),
    attempt: async () => (typeof answer === 'function' ? answer() : answer),
    tabs: world.tabs,
    digest: async (text) => `digest:${text}`,
    newKey: () => `idempotency-key-${++keys}`,
    now: () => new Date('2026-11-26T10:00:00Z'),
    firstTryGraceMs: 0,
  })
}

const signup = (email: string) => ({
  fields: { name: 'Ana', email, userType: '' },
  email,
  source: { utm: {}, referrer: '', landingPath: '/' },
  spam: { honeypotFilled: false, submittedTooFast: false },
})

async function recordedKey(outbox: ReturnType<typeof tab>, email: string) {
  const outcome = await outbox.submit(signup(email))
  if (outcome.kind !== 'recorded') throw new Error(`not recorded: ${outcome.kind}`)
  return outcome.key
}

describe('statusOf', () => {
  it('calls a key the outbox never kept "unknown", not delivered', async () => {
    expect(await tab(browser(), 'delivered').statusOf('a-key-nobody-kept')).toBe('unknown')
  })

  it('knows a sign-up this tab delivered, and one another tab of the browser delivered', async () => {
    const world = browser()
    const first = tab(world, 'delivered')
    const key = await recordedKey(first, 'ana@example.com')
    await first.flush()
    expect(await first.statusOf(key)).toBe('delivered')
    expect(await tab(world, 'delivered').statusOf(key)).toBe('delivered')
  })

  it('tells a sign-up still waiting to be sent', async () => {
    const waiting = tab(browser(), 'gave-up')
    expect(await waiting.statusOf(await recordedKey(waiting, 'ben@example.com'))).toBe('pending')
  })
})

describe('a sign-up the endpoint does not take yet (a field added before its deploy)', () => {
  it('is kept pending, not refused, and delivered by a later flush once the endpoint takes it', async () => {
    let deployed = false
    const outbox = tab(browser(), () => (deployed ? 'delivered' : 'postponed'))
    const outcome = await outbox.submit(signup('cy@example.com'))
    if (outcome.kind !== 'postponed') throw new Error(`not postponed: ${outcome.kind}`)
    expect(await outbox.statusOf(outcome.key)).toBe('pending')

    await outbox.flush()
    expect(await outbox.statusOf(outcome.key)).toBe('pending')
    deployed = true
    await outbox.flush()
    expect(await outbox.statusOf(outcome.key)).toBe('delivered')
  })
})
