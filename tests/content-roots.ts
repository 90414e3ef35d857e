import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type ContentName, contentFilePath, contentNames } from '../schemas/content-files.ts'

/*
 * Which content the tests run on (docs/decisions/0056). Every test but the product-conformance
 * test runs on the frozen copy, so a maintainer's edit of schemas/content/ never fails one; with
 * CONTENT_ROOT set (as the build and the server read it), they run on that copy instead, and must
 * pass there too, reading what they expect from it.
 */

// A string, not a URL: jsdom's URL, under the component tests, is not the one Node's path takes.
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The frozen copy of the content, laid out as a CONTENT_ROOT: `<root>/schemas/content/*.json`. */
export const FROZEN_CONTENT_ROOT = path.join(REPO_ROOT, 'tests/content/frozen-content')

const sameFolder = (a: string, b: string) => path.resolve(a) === path.resolve(b)

/** The content the tests run on: CONTENT_ROOT when it is set, else the frozen copy. */
export function testContentRoot(): string {
  return process.env.CONTENT_ROOT || FROZEN_CONTENT_ROOT
}

/** Whether the tests run on the frozen copy (CONTENT_ROOT unset, or naming the frozen copy). */
export const onFrozenContent = () => sameFolder(testContentRoot(), FROZEN_CONTENT_ROOT)

/**
 * The maintainers' content, which only the product-conformance test judges: the repository's
 * schemas/content/, or the copy CONTENT_ROOT names (the frozen copy is never theirs).
 */
export function maintainedContentRoot(): string {
  return onFrozenContent() ? REPO_ROOT : testContentRoot()
}

/** The text of a content file under `root`. */
export function contentText(root: string, name: ContentName): string {
  return readFileSync(path.join(root, contentFilePath(name)), 'utf8')
}

/** A file's data, its "$schema" pointer left out (it depends on where the copy lies). */
function dataOf(root: string, name: ContentName): string {
  try {
    const { $schema: _pointer, ...data } = JSON.parse(contentText(root, name))
    return JSON.stringify(data)
  } catch {
    return ''
  }
}

/** The content files under `root` whose data differs from the frozen copy's. */
export function filesDifferingFromFrozen(root: string = testContentRoot()): string[] {
  if (sameFolder(root, FROZEN_CONTENT_ROOT)) return []
  return contentNames
    .filter((name) => dataOf(root, name) !== dataOf(FROZEN_CONTENT_ROOT, name))
    .map(contentFilePath)
}

/**
 * What a failed test adds when the content it ran on is not the frozen copy: which files differ,
 * so a failure that comes from a content change says so. Undefined on the frozen copy.
 */
export function contentDifferenceNote(root: string = testContentRoot()): string | undefined {
  const files = filesDifferingFromFrozen(root)
  if (files.length === 0) return undefined
  const differ = `${files.join(', ')} ${files.length === 1 ? 'differs' : 'differ'}`
  return `This test ran on the content in ${root}: ${differ} from the frozen copy this test was written against (${path.relative(REPO_ROOT, FROZEN_CONTENT_ROOT)}/). If the failure comes from that change, the test should read what it expects from the content.`
}
