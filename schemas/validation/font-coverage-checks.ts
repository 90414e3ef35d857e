import { EXTENSION_SUBSET, MAIN_SUBSET, subsetHas } from './font-subsets.ts'
import { eachCopyText } from './json-texts.ts'
import type { UnlocatedProblem } from './problem.ts'

/** Invisible marks that join or style an emoji: part of what they join, never drawn alone. */
const JOINERS = new Set(['\u200d', '\ufe0e', '\ufe0f'])

/** Whether the site's fonts can draw every visible code point of `character` (one grapheme). */
export function brandFontsDraw(character: string): boolean {
  return [...character].every((codePoint) => {
    return (
      JOINERS.has(codePoint) ||
      subsetHas(MAIN_SUBSET, codePoint) ||
      subsetHas(EXTENSION_SUBSET, codePoint)
    )
  })
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** The characters of `text` as a reader sees them: an emoji with its joiners is one. */
function charactersOf(text: string): string[] {
  return [...graphemes.segment(text)].map(({ segment }) => segment)
}

/** A quiz answer's `emoji`: drawn in the device's own emoji font by design (its hover help says so). */
const EMOJI_KEY = 'emoji'

/**
 * Characters in the copy that the site's fonts cannot draw (★, an emoji, Ω): a phone draws them
 * in its own font, which may look out of place. Notes, not errors: the site builds and shows them.
 */
export function missingGlyphNotes(file: string, value: unknown): UnlocatedProblem[] {
  const notes: UnlocatedProblem[] = []
  eachCopyText(value, (text, path) => {
    if (path.at(-1) === EMOJI_KEY) return
    const missing = [...new Set(charactersOf(text))].filter(
      (character) => !brandFontsDraw(character),
    )
    for (const character of missing)
      notes.push({
        file,
        path,
        spot: { needle: character },
        message: `“${character}” is not in the site’s fonts, so phones draw it in a font of their own, which may look out of place: keep it if that is fine, or write a character the fonts have`,
      })
  })
  return notes
}
