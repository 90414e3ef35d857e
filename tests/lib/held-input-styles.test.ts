import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { KEPT_SIGNUP } from '@/features/waitlist/early-signup'
import { HELD_CLICK, HELD_SUBMIT, OFFLINE } from '@/lib/held-input'

// The offline notes show before any code runs, by CSS alone on the start-up script's marks: the
// stylesheet must name the very attributes the script and the app set.
const css = readFileSync('src/styles.css', 'utf8')

/** The data attributes the selectors of the rules showing `note` name. */
function attributesShowing(note: string): Set<string> {
  const selectors = [...css.matchAll(/([^{}]+)\{[^{}]*display:\s*block/g)].map(
    (rule) => rule[1] ?? '',
  )
  const showing = selectors
    .flatMap((list) => list.split(/,(?![^(]*\))/))
    .filter((s) => s.includes(note))
  return new Set(showing.flatMap((selector) => selector.match(/data-[a-z-]+/g) ?? []))
}

describe('the offline notes in styles.css', () => {
  it('show the kept sign-up’s note on the marks of an offline page and a kept form', () => {
    expect(attributesShowing('.kept-offline-note')).toEqual(new Set([OFFLINE, KEPT_SIGNUP]))
  })

  it('show the held-press note on an offline page with a held click or submit', () => {
    expect(attributesShowing('.held-offline-note')).toEqual(
      new Set([OFFLINE, HELD_CLICK, HELD_SUBMIT]),
    )
  })
})
