import path from 'node:path'
import { CONTENT_DIR, type ContentName, contentFilePath } from '@schemas/content-files.ts'
import { formatProblem } from '@schemas/validation/problem.ts'
import { type ContentCheck, validateContent } from '@schemas/validation/validate-content.ts'
import { contentText, FROZEN_CONTENT_ROOT, REPO_ROOT } from '../content-roots.ts'

export const ROOT = REPO_ROOT

/**
 * The frozen copy of the content (tests/content/frozen-content/schemas/content/): the tests of
 * mistakes break this copy, never the live wording, and every other test but the product's runs
 * on it (tests/content-roots.ts). A schema change that makes it invalid is the developer's to
 * carry into it (tests/content/frozen-content.test.ts says so).
 */
export const FROZEN_CONTENT_DIR = path.join(FROZEN_CONTENT_ROOT, CONTENT_DIR)

export function frozenText(name: ContentName): string {
  return contentText(FROZEN_CONTENT_ROOT, name)
}

function occurrences(text: string, needle: string): number {
  return text.split(needle).length - 1
}

/** One maintainer mistake: the frozen text of a file with `from` (found exactly once) replaced. */
export type Mistake = { file: ContentName; from: string; to: string }

export function applyMistake({ file, from, to }: Mistake): string {
  const text = frozenText(file)
  const count = occurrences(text, from)
  if (count !== 1)
    throw new Error(`expected ${JSON.stringify(from)} once in ${file}, found ${count}`)
  return text.replace(from, () => to)
}

/** What `validateContent` says of the frozen content once the mistakes are applied. */
export function checkAfter(...mistakes: Mistake[]): ContentCheck {
  const texts = new Map<ContentName, string>()
  for (const mistake of mistakes) {
    const current = texts.get(mistake.file)
    const text =
      current === undefined ? applyMistake(mistake) : current.replace(mistake.from, mistake.to)
    texts.set(mistake.file, text)
  }
  return validateContent((name) => texts.get(name) ?? frozenText(name), FROZEN_PUBLIC_FILES)
}

/** The site's own files the frozen content's pictures stand on (a frozen `public/`). */
export const FROZEN_PUBLIC_FILES: ReadonlySet<string> = new Set([
  '/share-card.png',
  '/uploads/founder-portrait.svg',
  '/uploads/mission-stones.svg',
])

/** The problems `validateContent` reports, formatted, after applying the mistakes. */
export function problemsAfter(...mistakes: Mistake[]): string[] {
  const check = checkAfter(...mistakes)
  return check.ok ? [] : check.problems.map(formatProblem)
}

function lineColumn(text: string, offset: number): string {
  const lines = text.slice(0, offset).split('\n')
  return `${lines.length}:${(lines.at(-1)?.length ?? 0) + 1}`
}

function indexOf(text: string, needle: string, from = 0): number {
  const index = text.indexOf(needle, from)
  if (from < 0 || index < 0) throw new Error(`cannot find ${JSON.stringify(needle)}`)
  return index
}

type Find = { after?: string; shift?: number }

function findIn(file: ContentName, text: string, needle: string, options: Find): string {
  const from = options.after === undefined ? 0 : indexOf(text, options.after)
  const offset = indexOf(text, needle, from) + (options.shift ?? 0)
  return `${contentFilePath(file)}:${lineColumn(text, offset)}`
}

/**
 * Where `mistake` leaves `needle` in its file, as `schemas/content/<file>.json:line:column`,
 * worked out here independently of the validator. `after` first skips to another string;
 * `shift` moves along the line from the needle.
 */
export function at(mistake: Mistake, needle: string, options: Find = {}): string {
  return findIn(mistake.file, applyMistake(mistake), needle, options)
}

/** Like `at`, in a frozen file as it is. */
export function atFrozen(file: ContentName, needle: string, options: Find = {}): string {
  return findIn(file, frozenText(file), needle, options)
}

/** Where the object holding `inner` opens, as `schemas/content/<file>.json:line:column`. */
export function objectAt(mistake: Mistake, inner: string): string {
  const text = applyMistake(mistake)
  const offset = text.lastIndexOf('{', indexOf(text, inner))
  return `${contentFilePath(mistake.file)}:${lineColumn(text, offset)}`
}
