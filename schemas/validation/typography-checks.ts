import { eachText } from './json-texts.ts'
import type { UnlocatedProblem } from './problem.ts'

/** How a straight mark is written inside a JSON text, and what to write instead. */
const STRAIGHT_MARKS = [
  {
    mark: "'",
    written: "'",
    advice: "a straight apostrophe ('): write the curly ’ instead (‘ and ’ around a quote)",
  },
  { mark: '"', written: '\\"', advice: 'straight double quotes ("): write “ and ” instead' },
] as const

/** Texts no visitor reads: the editor's pointer to the file's JSON Schema. */
const NOT_COPY = '$schema'

/**
 * Straight quotes and apostrophes in the copy a visitor reads. Warnings, not errors: the site
 * still builds, it just reads better with typographic ones.
 */
export function straightQuoteWarnings(file: string, value: unknown): UnlocatedProblem[] {
  const warnings: UnlocatedProblem[] = []
  eachText(value, (text, path) => {
    if (path[0] === NOT_COPY) return
    for (const { mark, written, advice } of STRAIGHT_MARKS)
      if (text.includes(mark))
        warnings.push({ file, path, spot: { needle: written }, message: advice })
  })
  return warnings
}
