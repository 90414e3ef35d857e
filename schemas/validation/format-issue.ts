import type { z } from 'zod'
import { missingKeyMessage } from '../missing-key-message.ts'
import { closestMatch, describeFound, describeType, listAlternatives } from './describe.ts'
import type { JsonPath, Spot } from './json-document.ts'
import { knownKeysAt } from './known-keys.ts'

export type IssueReport = { path: JsonPath; spot?: Spot; message: string }
/** While formatting: which missing key a report stands for, or which key it suggests. */
type Draft = IssueReport & { missing?: boolean; suggests?: JsonPath }

type Issue = z.core.$ZodIssue
type SizeIssue = z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig

function valueAt(root: unknown, path: JsonPath): unknown {
  let current: unknown = root
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = Reflect.get(current, segment)
  }
  return current
}

function countOf(found: unknown): string {
  if (Array.isArray(found)) return String(found.length)
  if (typeof found === 'string') return `${found.length} characters`
  return describeFound(found)
}

const NUMBER_RELATIONS: Record<string, string> = {
  'too_small inclusive': 'at least',
  'too_small exclusive': 'greater than',
  'too_big inclusive': 'at most',
  'too_big exclusive': 'less than',
}

function sizeMessage(issue: SizeIssue, found: unknown): string {
  if (issue.message.includes('found')) return issue.message
  if (issue.message.startsWith('expected')) return `${issue.message}, found ${countOf(found)}`
  const bound = String(issue.code === 'too_small' ? issue.minimum : issue.maximum)
  if (issue.origin === 'number' || issue.origin === 'int') {
    const relation =
      NUMBER_RELATIONS[`${issue.code} ${issue.inclusive ? 'inclusive' : 'exclusive'}`]
    return `expected a number ${relation} ${bound}, found ${describeFound(found)}`
  }
  const relation = issue.exact ? 'exactly' : issue.code === 'too_small' ? 'at least' : 'at most'
  const unit = issue.origin === 'array' ? ' items' : issue.origin === 'string' ? ' characters' : ''
  return `expected ${relation} ${bound}${unit}, found ${countOf(found)}`
}

/**
 * Words a maintainer may write for a rule group's "any" or "all". Spelling alone would turn "and"
 * into "any", the opposite of what was meant; the meaning decides first.
 */
const MEANT_KEYS: Record<string, string> = {
  and: 'all',
  every: 'all',
  each: 'all',
  both: 'all',
  or: 'any',
  either: 'any',
  some: 'any',
  one: 'any',
}

function suggestKey(key: string, known: string[]): string | undefined {
  const meant = MEANT_KEYS[key.toLowerCase()]
  if (meant !== undefined) return known.includes(meant) ? meant : undefined
  return closestMatch(key, known)
}

function unknownKeys(schema: z.ZodType, issue: z.core.$ZodIssueUnrecognizedKeys): Draft[] {
  const known = knownKeysAt(schema, issue.path)
  return issue.keys.map((key) => {
    const suggestion = suggestKey(key, known)
    const hint = suggestion ? `did you mean ${suggestion}?` : `known keys: ${known.join(', ')}`
    const message = `unknown key "${key}" (${hint})`
    const suggests = suggestion === undefined ? undefined : [...issue.path, suggestion]
    return { path: [...issue.path, key], spot: { key }, message, suggests }
  })
}

/** A missing object in words with its keys: `an object of "eyebrow", "title" and "image"`. */
function shapeOf(schema: z.ZodType, path: JsonPath, expected: string): string {
  if (expected !== 'object') return describeType(expected)
  const keys = knownKeysAt(schema, path)
  return keys.length > 0 ? `an object of ${listAlternatives(keys, 'and')}` : describeType(expected)
}

function formatOne(schema: z.ZodType, root: unknown, issue: Issue, file?: string): Draft[] {
  const path = issue.path
  const found = valueAt(root, path)
  switch (issue.code) {
    case 'unrecognized_keys':
      return unknownKeys(schema, issue)
    case 'invalid_type': {
      // A key that must not be there at all (z.never) carries its own explanation.
      if (issue.expected === 'never') return [{ path, message: issue.message }]
      if (found !== undefined) {
        const message = `expected ${describeType(issue.expected)}, found ${describeFound(found)}`
        return [{ path, message }]
      }
      const section = path.length === 1 && file !== undefined ? { file } : undefined
      const shape = shapeOf(schema, path, issue.expected)
      const message = missingKeyMessage(String(path.at(-1)), shape, section)
      return [{ path, message, missing: true }]
    }
    case 'invalid_value':
      return [
        {
          path,
          message: `expected ${listAlternatives(issue.values)}, found ${describeFound(found)}`,
        },
      ]
    case 'too_small':
    case 'too_big':
      return [{ path, message: sizeMessage(issue, found) }]
    case 'custom':
      // Our own checks (see rules.schema.ts) say what they found themselves.
      return [{ path, message: issue.message, missing: issue.params?.missing === true }]
    default:
      return [{ path, message: `${issue.message}, found ${describeFound(found)}` }]
  }
}

const samePath = (a: JsonPath, b: JsonPath) =>
  a.length === b.length && a.every((segment, index) => segment === b[index])

/**
 * Turns zod's issues for one file into maintainer-friendly reports, one per mistake: a size
 * complaint about a value of the wrong type is dropped, and so is "missing label" when an unknown
 * key "lable" right beside it already says "did you mean label?".
 */
export function formatIssues(
  schema: z.ZodType,
  root: unknown,
  issues: readonly Issue[],
  file?: string,
): IssueReport[] {
  const wrongType = issues
    .filter((issue) => issue.code === 'invalid_type')
    .map((issue) => issue.path)
  const meaningful = issues.filter(
    (issue) =>
      !(issue.code === 'too_small' || issue.code === 'too_big') ||
      !wrongType.some((path) => samePath(path, issue.path)),
  )
  const drafts = meaningful.flatMap((issue) => formatOne(schema, root, issue, file))
  const suggested = drafts.flatMap((draft) => (draft.suggests ? [draft.suggests] : []))
  // A key reported missing, or an object missing one, where a misspelt key already suggests it.
  const suggestedAlready = (draft: Draft) =>
    suggested.some((path) => samePath(path, draft.path) || samePath(path.slice(0, -1), draft.path))
  return drafts
    .filter((draft) => !draft.missing || !suggestedAlready(draft))
    .map(({ path, spot, message }) => (spot ? { path, spot, message } : { path, message }))
}
