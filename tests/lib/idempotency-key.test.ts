// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { newIdempotencyKey } from '@/lib/idempotency-key'

describe('a new idempotency key', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is a version 4 UUID, new each time', () => {
    const [first, second] = [newIdempotencyKey(), newIdempotencyKey()]
    expect(z.uuidv4().safeParse(first).success).toBe(true)
    expect(first).not.toBe(second)
  })

  // The server takes only a UUID; a page on plain http (a LAN address) has no randomUUID.
  it('is a version 4 UUID outside a secure context too', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) })
    for (let round = 0; round < 50; round += 1)
      expect(z.uuidv4().safeParse(newIdempotencyKey()).success).toBe(true)
  })
})
