import type { OutboxEntry } from '@contract/signup-payload.ts'
import { describe, expect, it } from 'vitest'
import { outboxStore, storedEnvelope, usableLocalStorage } from '@/features/waitlist/outbox-store'
import { OUTBOX_STORAGE_KEY } from '@/features/waitlist/pending-signups'
import { sendableEntry } from '@/features/waitlist/sendable-entry'

const entry = (key: string, email = 'ana@example.com'): OutboxEntry => ({
  payload: {
    kind: 'waitlist-signup',
    idempotencyKey: key,
    createdAt: '2026-11-23T10:00:00.000Z',
    fields: { name: 'Ana', email, userType: '' },
    source: { utm: {}, referrer: '', landingPath: '/' },
    spam: { honeypotFilled: false, submittedTooFast: false },
  },
  email,
  state: 'pending',
})

/** A storage that refuses everything, as some private modes and full quotas do. */
const refusingStorage: Storage = {
  length: 0,
  clear: () => {},
  key: () => null,
  getItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError')
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
}

describe('the outbox store', () => {
  it('keeps entries until removed, and marks a refused one as needing attention', () => {
    localStorage.clear()
    const store = outboxStore(usableLocalStorage(), sendableEntry)
    expect(store.put(entry('key-aaaaaa'))).toBe(true)
    expect(store.put(entry('key-bbbbbb', 'ben@example.com'))).toBe(true)
    store.markNeedsAttention('key-bbbbbb')
    store.remove('key-aaaaaa')
    expect(store.entries().map((kept) => [kept.payload.idempotencyKey, kept.state])).toEqual([
      ['key-bbbbbb', 'needs-attention'],
    ])
  })

  it('skips entries damaged by hand and starts afresh from unreadable JSON', () => {
    localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify([entry('key-cccccc'), { nope: 1 }]))
    expect(outboxStore(localStorage, sendableEntry).entries()).toHaveLength(1)
    localStorage.setItem(OUTBOX_STORAGE_KEY, '{not json')
    expect(outboxStore(localStorage, sendableEntry).entries()).toEqual([])
  })

  it('read by its envelope alone (the early-input script), keeps what it does not read as it is', () => {
    const withMore = { ...entry('key-eeeeee'), note: 'a field a later version adds' }
    localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify([withMore, { nope: 1 }]))
    const store = outboxStore(localStorage, storedEnvelope)
    expect(store.put(entry('key-ffffff', 'ben@example.com'))).toBe(true)
    const stored = JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY) ?? '[]')
    expect(stored).toEqual([withMore, entry('key-ffffff', 'ben@example.com')])
    // The outbox, which sends them, reads each whole against its schema.
    expect(outboxStore(localStorage, sendableEntry).entries()).toHaveLength(2)
  })

  it('never throws where storage is refused, and says a put was not saved', () => {
    const store = outboxStore(refusingStorage, sendableEntry)
    expect(store.entries()).toEqual([])
    expect(store.put(entry('key-dddddd'))).toBe(false)
    expect(() => store.remove('key-dddddd')).not.toThrow()
    expect(() => store.addJoined('digest')).not.toThrow()
    expect(store.joined()).toEqual([])
  })

  it('finds no usable localStorage where the browser refuses it', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage')
    Object.defineProperty(window, 'localStorage', {
      get: () => refusingStorage,
      configurable: true,
    })
    try {
      expect(usableLocalStorage()).toBeUndefined()
      expect(outboxStore(usableLocalStorage(), sendableEntry).available).toBe(false)
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original)
    }
  })
})
