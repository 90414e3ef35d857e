import { describe, expect, it } from 'vitest'
import { type ButtonSize, type ButtonTone, buttonClasses } from '@/components/ui/button-link'

const TONES: ButtonTone[] = ['primary', 'secondary', 'ghost', 'light', 'unavailable']
const SIZES: ButtonSize[] = ['regular', 'wide', 'snug', 'compact']

/** Utilities that set the same property: two of one group in a class list is a silent loser. */
const GROUPS = {
  'horizontal padding': /^px-/,
  'font size': /^text-(xs|sm|base|lg|xl|\d?xl|\[)/,
  'minimum height': /^min-h-/,
  'background colour': /^bg-/,
  'border colour': /^border-(transparent|[a-z]+-\d+)/,
}

describe('button classes', () => {
  it.each(
    TONES.flatMap((tone) => SIZES.map((size) => [tone, size] as const)),
  )('%s %s: one class per property, so nothing is silently outweighed', (tone, size) => {
    const classes = buttonClasses(tone, { size, className: 'mt-4 w-full' }).split(' ')
    for (const [property, pattern] of Object.entries(GROUPS)) {
      const found = classes.filter((name) => pattern.test(name))
      expect(found.length, `${property}: ${found.join(' ')}`).toBeLessThanOrEqual(1)
    }
  })

  it('the size asked for is the one applied', () => {
    expect(buttonClasses('ghost', { size: 'snug' }).split(' ')).toContain('px-4')
    expect(buttonClasses('ghost', { size: 'snug' }).split(' ')).not.toContain('px-6')
    expect(buttonClasses('primary', { size: 'wide' }).split(' ')).toContain('px-7')
  })
})
