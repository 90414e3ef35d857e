import type { JsonPath } from './json-document.ts'

/** `questions[2].options[1].value`, the way a maintainer reads a JSON path. */
export function formatJsonPath(path: JsonPath): string {
  return path.reduce<string>((joined, segment) => {
    if (typeof segment === 'number') return `${joined}[${segment}]`
    const key = String(segment)
    return joined ? `${joined}.${key}` : key
  }, '')
}

/** Long texts are cut so that one problem stays on one readable line. */
function shorten(text: string, limit = 60): string {
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text
}

/** A found value in words: `"triple"`, `the number 3`, `a list of 2`, `nothing`. */
export function describeFound(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'null'
  if (typeof value === 'string') return JSON.stringify(shorten(value))
  if (typeof value === 'number') return `the number ${value}`
  if (Array.isArray(value)) return `a list of ${value.length}`
  if (typeof value === 'object') return 'an object'
  return String(value)
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
}

/** A zod type name in a maintainer's words: `string` → `text`, `array` → `a list`. */
export function describeType(expected: string): string {
  return TYPE_WORDS[expected] ?? expected
}

/** `"a" or "b"`, `"a", "b" or "c"`; `conjunction` may be `and`. */
export function listAlternatives(values: readonly unknown[], conjunction = 'or'): string {
  const quoted = values.map((value) => JSON.stringify(value))
  if (quoted.length <= 1) return quoted.join('')
  return `${quoted.slice(0, -1).join(', ')} ${conjunction} ${quoted.at(-1)}`
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution)
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/** The closest known word, if it is close enough to be a typo. */
export function closestMatch(word: string, candidates: readonly string[]): string | undefined {
  let best: { candidate: string; distance: number } | undefined
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase())
    if (!best || distance < best.distance) best = { candidate, distance }
  }
  const tolerance = Math.max(2, Math.floor(word.length / 3))
  return best && best.distance <= tolerance ? best.candidate : undefined
}
