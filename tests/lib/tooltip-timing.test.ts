import { describe, expect, it } from 'vitest'
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/lib/tooltip-timing'

describe('docs/product.md: the constants', () => {
  it('opens tooltips after 700 ms with a 300 ms skip-delay window', () => {
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700)
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300)
  })
})
