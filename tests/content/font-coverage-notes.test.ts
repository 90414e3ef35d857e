// @vitest-environment node

import textFaceSubsets from '@fontsource-variable/figtree/unicode.json' with { type: 'json' }
import displayFaceSubsets from '@fontsource-variable/fraunces/unicode.json' with { type: 'json' }
import { EXTENSION_SUBSET, type FontSubset, MAIN_SUBSET } from '@schemas/validation/font-subsets.ts'
import { formatProblem } from '@schemas/validation/problem.ts'
import { describe, expect, it } from 'vitest'
import { at, checkAfter, type Mistake } from './content-fixture'

const BACK = '"back": "Back"'

function notesAbout(mistake: Mistake, path: string): string[] {
  const check = checkAfter(mistake)
  expect(check.ok, 'a character the fonts lack must not make the content invalid').toBe(true)
  return check.warnings.map(formatProblem).filter((line) => line.includes(` ${path}: `))
}

const LACKING =
  'is not in the site’s fonts, so phones draw it in a font of their own, which may look out of place: keep it if that is fine, or write a character the fonts have'

describe('characters the site’s fonts cannot draw are noted at their place, never refused', () => {
  it.each([
    ['a symbol', '★'],
    ['an emoji', '🪷'],
    ['a Greek letter', 'Ω'],
  ])('%s', (_, character) => {
    const mistake: Mistake = { file: 'quiz', from: BACK, to: `"back": "Back ${character}"` }
    expect(notesAbout(mistake, 'emailStep.back')).toEqual([
      `${at(mistake, character)} emailStep.back: “${character}” ${LACKING}`,
    ])
  })

  it('an emoji joined from several, once, as the one character a reader sees', () => {
    const mistake: Mistake = { file: 'quiz', from: BACK, to: '"back": "Back 🧘‍♀️"' }
    expect(notesAbout(mistake, 'emailStep.back')).toEqual([
      `${at(mistake, '🧘‍♀️')} emailStep.back: “🧘‍♀️” ${LACKING}`,
    ])
  })

  it('once per character in a text, however often it appears', () => {
    const mistake: Mistake = { file: 'quiz', from: BACK, to: '"back": "★ Back ★"' }
    expect(notesAbout(mistake, 'emailStep.back')).toHaveLength(1)
  })

  it('accented letters, those of Latin Extended too, and typographic marks pass without a note', () => {
    const mistake: Mistake = {
      file: 'quiz',
      from: BACK,
      to: '"back": "Zoë’s café — “señor” … · ½ °C – © Łucja Dvořák"',
    }
    expect(notesAbout(mistake, 'emailStep.back')).toEqual([])
  })
})

it('the heading face covers the same characters as the text face in the subsets the build cuts', () => {
  const subsets: FontSubset[] = [MAIN_SUBSET, EXTENSION_SUBSET]
  for (const subset of subsets)
    expect(displayFaceSubsets[subset], subset).toBe(textFaceSubsets[subset])
})

it('an answer’s emoji, shown in the device’s emoji font by design, gets no note; the same in its words does', () => {
  const mistake: Mistake = {
    file: 'quiz',
    from: '"label": "Relieve pain or soreness",\n          "icon": "bandage"',
    to: '"label": "Relieve pain 🧘‍♀️",\n          "emoji": "🧘‍♀️"',
  }
  const check = checkAfter(mistake)
  const notes = check.warnings.map(formatProblem).filter((line) => line.includes('🧘‍♀️'))
  expect(notes).toEqual([`${at(mistake, '🧘‍♀️')} questions[0].options[0].label: “🧘‍♀️” ${LACKING}`])
})
