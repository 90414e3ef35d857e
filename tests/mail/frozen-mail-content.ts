import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Content } from '@schemas/content-files.ts'
import { formatReport } from '@schemas/validation/report.ts'
import { validateContent } from '@schemas/validation/validate-content.ts'

// Vitest runs from the repository root. (content-fixture.ts finds it from import.meta.url, which
// is no file address in the jsdom environment these tests read the HTML in.)
const FROZEN_CONTENT_DIR = path.resolve('tests/content/frozen-content')

/** The frozen copy of the content, checked: the emails' tests never read the live wording. */
export function frozenMailContent(): Content {
  const check = validateContent((name) =>
    readFileSync(path.join(FROZEN_CONTENT_DIR, `${name}.json`), 'utf8'),
  )
  if (!check.ok) throw new Error(formatReport(check.problems))
  return check.content
}
