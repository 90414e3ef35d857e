// @vitest-environment node
// The form takes over a sign-up the early-input script kept before the app ran (`adopt`), and
// sends the sign-up it shows through its own mutation first (`submit`'s attempt): what the outbox
// does with each, whatever the keeper managed to keep.

import type { OutboxEntry } from '@contract/signup-payload.ts'
import { describe, expect, it } from 'vitest'
import { keepSignup } from '@/features/waitlist/keep-signup'
import { outboxStore, storedEnvelope } from '@/features/waitlist/outbox-store'
import { signupMemory } from '@/features/waitlist/signup-memory'
import type { Attempt } from '@/features/waitlist/waitlist-outbox'
import { browser, digest, recordedKey, signup, tab } from './one-browser'

type Browser = ReturnType<typeof browser>

let keys = 0

/** What the early-input script's keeper does with a submit before the app's code ran. */
async function keptEarly(world: Browser, email: string) {
  const key = `early-key-${++keys}`
  const entry: OutboxEntry = {
    payload: { ...signup(email), kind: 'waitlist-signup', idempotencyKey: key, createdAt: '' },
    email,
    state: 'pending',
  }
  const store = outboxStore(world.storage, storedEnvelope)
  return { key, kept: await keepSignup({ store, tabs: world.tabs, digest }, entry) }
}

/** The form's own attempt (its mutation): answers `result`, and notes each key it sent. */
function formAttempt(result: 'delivered' | 'gave-up' = 'delivered') {
  const sent: string[] = []
  const attempt: Attempt = async (payload) => {
    sent.push(payload.idempotencyKey)
    return { result }
  }
  return { attempt, sent }
}

describe('adopt: the form takes over what the early-input script kept', () => {
  it('sends the kept sign-up under its own key, through the form’s attempt, and remembers it', async () => {
    const world = browser()
    const { key, kept } = await keptEarly(world, 'ana@example.com')
    expect(kept).toBe('kept')
    const outbox = tab(world, 'gave-up')
    const form = formAttempt()

    const outcome = await outbox.adopt(key, signup('ana@example.com'), form.attempt)

    expect(outcome).toEqual({ kind: 'recorded', key, waiting: false })
    expect(form.sent).toEqual([key])
    expect(await outbox.statusOf(key)).toBe('delivered')
    expect(signupMemory(world.storage).current()).toEqual({ key })
  })

  it('finds a kept sign-up another tab delivered meanwhile delivered, and sends it no more', async () => {
    const world = browser()
    const { key } = await keptEarly(world, 'ben@example.com')
    await tab(world, 'delivered').flush()
    const form = formAttempt()

    const outcome = await tab(world, 'delivered').adopt(
      key,
      signup('ben@example.com'),
      form.attempt,
    )

    expect(outcome).toEqual({ kind: 'delivered' })
    expect(form.sent).toEqual([])
  })

  it('says "already" where the keeper kept nothing because this browser joined with the email before', async () => {
    const world = browser()
    const outbox = tab(world, 'delivered')
    await recordedKey(outbox, 'cy@example.com')
    const { key, kept } = await keptEarly(world, 'cy@example.com')
    expect(kept).toBe('already')
    const form = formAttempt()

    expect(await outbox.adopt(key, signup('cy@example.com'), form.attempt)).toEqual({
      kind: 'already',
    })
    expect(form.sent).toEqual([])
  })

  it('submits what was typed, under a new key, where the keeper could not write it', async () => {
    const world = browser()
    const form = formAttempt()
    const outcome = await tab(world, 'gave-up').adopt(
      'a-key-storage-refused',
      signup('dee@example.com'),
      form.attempt,
    )
    if (outcome.kind !== 'recorded') throw new Error(`not recorded: ${outcome.kind}`)
    expect(outcome.key).not.toBe('a-key-storage-refused')
    expect(form.sent).toEqual([outcome.key])
  })

  it('says a kept sign-up the endpoint refused meanwhile is refused', async () => {
    const world = browser()
    const { key } = await keptEarly(world, 'eve@example.com')
    await tab(world, 'refused').flush()
    expect(await tab(world, 'delivered').adopt(key, signup('eve@example.com'))).toEqual({
      kind: 'refused',
    })
  })
})

describe('submit: the sign-up the form shows goes through the form’s attempt first', () => {
  it('and once that attempt gave up, the outbox’s own sends it on', async () => {
    const world = browser()
    const ownSends: string[] = []
    const outbox = tab(world, (payload) => {
      ownSends.push(payload.idempotencyKey)
      return 'delivered'
    })
    const form = formAttempt('gave-up')

    const outcome = await outbox.submit(signup('fay@example.com'), form.attempt)
    if (outcome.kind !== 'recorded') throw new Error(`not recorded: ${outcome.kind}`)
    expect(form.sent).toEqual([outcome.key])
    expect(ownSends).toEqual([])

    await outbox.flush()
    expect(ownSends).toEqual([outcome.key])
    expect(form.sent).toEqual([outcome.key])
    expect(await outbox.statusOf(outcome.key)).toBe('delivered')
  })
})
