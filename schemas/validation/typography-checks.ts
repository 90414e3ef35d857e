import type { JsonPath } from './json-document.ts'
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

/** Keys whose texts are not read by visitors. */
const NOT_COPY = new Set(['$schema'])

/**
 * Straight quotes and apostrophes in the copy a visitor reads. Warnings, not errors: the site
 * still builds, it just reads better with typographic ones.
 */
export function straightQuoteWarnings(file: string, value: unknown): UnlocatedProblem[] {
  const warnings: UnlocatedProblem[] = []
  const visit = (node: unknown, path: JsonPath) => {
    if (typeof node === 'string') {
      for (const { mark, written, advice } of STRAIGHT_MARKS)
        if (node.includes(mark))
          warnings.push({ file, path, spot: { needle: written }, message: advice })
      return
    }
    if (typeof node !== 'object' || node === null) return
    for (const [key, child] of Object.entries(node))
      if (!NOT_COPY.has(key)) visit(child, [...path, Array.isArray(node) ? Number(key) : key])
  }
  visit(value, [])
  return warnings
}
