import textFaceSubsets from '@fontsource-variable/figtree/unicode.json' with { type: 'json' }

/**
 * The subsets of the brand fonts the build cuts from (scripts/brand-fonts.ts): the main one for
 * every page, and the extension for a face of its own when the content has a character of it (Ł,
 * ő, ş), which only a page showing one loads. Fraunces covers the same characters in each as
 * Figtree (tests/content/font-coverage-notes.test.ts).
 */
export const MAIN_SUBSET = 'latin'
export const EXTENSION_SUBSET = 'latin-ext'
export type FontSubset = typeof MAIN_SUBSET | typeof EXTENSION_SUBSET

/** `U+0000-00FF,U+0131` as [first, last] code point pairs. */
export function parseUnicodeRanges(ranges: string): [number, number][] {
  return ranges.split(',').map((range) => {
    const [first = '', last = first] = range.trim().replace(/^U\+/i, '').split('-')
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)]
  })
}

const RANGES: Record<FontSubset, [number, number][]> = {
  [MAIN_SUBSET]: parseUnicodeRanges(textFaceSubsets[MAIN_SUBSET]),
  [EXTENSION_SUBSET]: parseUnicodeRanges(textFaceSubsets[EXTENSION_SUBSET]),
}

/** Whether the brand fonts' `subset` has the one code point `codePoint`. */
export function subsetHas(subset: FontSubset, codePoint: string): boolean {
  const code = codePoint.codePointAt(0) ?? 0
  return RANGES[subset].some(([first, last]) => code >= first && code <= last)
}

/** The code points of `characters` that only the extension subset has, in order, each once. */
export function extensionOnly(characters: string): string[] {
  return [...new Set(characters)].filter(
    (codePoint) => !subsetHas(MAIN_SUBSET, codePoint) && subsetHas(EXTENSION_SUBSET, codePoint),
  )
}
