import { eachCopyText } from './json-texts.ts'
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

/**
 * Straight quotes and apostrophes in the copy a visitor reads. Warnings, not errors: the site
 * still builds, it just reads better with typographic ones.
 */
export function straightQuoteWarnings(file: string, value: unknown): UnlocatedProblem[] {
  const warnings: UnlocatedProblem[] = []
  eachCopyText(value, (text, path) => {
    for (const { mark, written, advice } of STRAIGHT_MARKS)
      if (text.includes(mark))
        warnings.push({ file, path, spot: { needle: written }, message: advice })
  })
  return warnings
}
