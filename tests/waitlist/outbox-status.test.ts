// @vitest-environment node
// Where a sign-up stands, as the waitlist form asks it of the outbox once its code runs: a key
// the outbox neither keeps nor knows delivered is never reported as delivered.
import { describe, expect, it } from 'vitest'
import { signupMemory } from '@/features/waitlist/signup-memory'
import { browser, recordedKey, signup, tab } from './one-browser'

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

describe('the remembered sign-up ("You’re on the list", issue 34)', () => {
  const link = 'https://restwell.example/?ref=Ab3_x-9Zq2'

  it('is remembered as soon as it is recorded, and keeps the personal link once delivered', async () => {
    const world = browser()
    let online = false
    const outbox = tab(world, () =>
      online ? { result: 'delivered', referralLink: link } : 'gave-up',
    )
    const key = await recordedKey(outbox, 'ana@example.com')
    expect(signupMemory(world.storage).current()).toEqual({ key })

    online = true
    await outbox.flush()
    // Another tab of the browser reads it from the same storage.
    expect(signupMemory(world.storage).current()).toEqual({ key, referralLink: link })
  })

  it('is forgotten when the endpoint refuses it, and keeps no link a delivery did not bring', async () => {
    const world = browser()
    expect((await tab(world, 'refused').submit(signup('ben@example.com'))).kind).toBe('refused')
    expect(signupMemory(world.storage).current()).toBeUndefined()

    const key = await recordedKey(tab(world, 'delivered'), 'cy@example.com')
    expect(signupMemory(world.storage).current()).toEqual({ key })
  })

  it('is the last sign-up of the browser, and nothing once forgotten ("Not you?")', async () => {
    const world = browser()
    const outbox = tab(world, { result: 'delivered', referralLink: link })
    await recordedKey(outbox, 'dee@example.com')
    const last = await recordedKey(outbox, 'eve@example.com')
    const memory = signupMemory(world.storage)
    expect(memory.current()).toEqual({ key: last, referralLink: link })
    memory.forget()
    expect(signupMemory(world.storage).current()).toBeUndefined()
  })
})

describe('the signup memory', () => {
  it('remembers in the page where storage is refused', () => {
    const refusing = browser().storage
    refusing.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError')
    }
    const memory = signupMemory(refusing)
    memory.remember({ key: 'k-1', referralLink: 'https://restwell.example/?ref=abcdefgh' })
    expect(memory.current()).toEqual({
      key: 'k-1',
      referralLink: 'https://restwell.example/?ref=abcdefgh',
    })
  })

  it('remembers nothing from damaged storage, and gives the same object while nothing changed', () => {
    const world = browser()
    world.storage.setItem('restwell.waitlistSignup', '{not json')
    expect(signupMemory(world.storage).current()).toBeUndefined()
    const memory = signupMemory(world.storage)
    memory.remember({ key: 'k-2' })
    expect(memory.current()).toBe(memory.current())
  })
})
