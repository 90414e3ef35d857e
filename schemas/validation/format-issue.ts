import type { z } from 'zod'
import { closestMatch, describeFound, listAlternatives } from './describe.ts'
import type { JsonPath } from './json-document.ts'
import { knownKeysAt } from './known-keys.ts'

export type IssueReport = { path: JsonPath; key?: string; message: string }

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

function sizeMessage(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig, found: unknown) {
  if (issue.message.includes('found')) return issue.message
  if (issue.message.startsWith('expected')) return `${issue.message}, found ${countOf(found)}`
  const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum
  const relation = issue.exact ? 'exactly' : issue.code === 'too_small' ? 'at least' : 'at most'
  const unit = issue.origin === 'array' ? ' items' : issue.origin === 'string' ? ' characters' : ''
  return `expected ${relation} ${String(bound)}${unit}, found ${countOf(found)}`
}

/** Turns one zod issue into one or more maintainer-friendly reports. */
export function formatIssue(
  schema: z.ZodType,
  root: unknown,
  issue: z.core.$ZodIssue,
): IssueReport[] {
  const path = issue.path
  const found = valueAt(root, path)
  switch (issue.code) {
    case 'unrecognized_keys': {
      const known = knownKeysAt(schema, path)
      return issue.keys.map((key) => {
        const suggestion = closestMatch(key, known)
        const hint = suggestion
          ? ` (did you mean ${suggestion}?)`
          : ` (known keys: ${known.join(', ')})`
        return { path: [...path, key], key, message: `unknown key "${key}"${hint}` }
      })
    }
    case 'invalid_type':
      if (found === undefined) {
        return [
          {
            path,
            message: `missing required key "${String(path.at(-1))}" (expected ${issue.expected})`,
          },
        ]
      }
      return [{ path, message: `expected ${issue.expected}, found ${describeFound(found)}` }]
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
    default:
      return [{ path, message: `${issue.message}, found ${describeFound(found)}` }]
  }
}
