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

function tab(world: ReturnType<typeof browser>, answer: DeliveryResult) {
  let keys = 0
  return createOutbox({
    store: outboxStore(world.storage),
    attempt: async () => answer,
    tabs: world.tabs,
    digest: async (text) => `digest:${text}`,
    newKey: () => `key-${++keys}-${answer}`,
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
