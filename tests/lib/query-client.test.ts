import { describe, expect, it } from 'vitest'
import { createQueryClient, queryRetryDelay } from '@/lib/query-client'
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/lib/tooltip-timing'

describe('docs/product.md: the constants', () => {
  it('keeps cached entries for 5 minutes and retries failed fetches 3 times', () => {
    const defaults = createQueryClient().getDefaultOptions().queries
    expect(defaults?.gcTime).toBe(300_000)
    expect(defaults?.retry).toBe(3)
  })

  it('backs off from 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ])
  })

  it('opens tooltips after 700 ms with a 300 ms skip-delay window', () => {
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700)
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300)
  })
})
