import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Content, contentFilePath } from '../schemas/content-files.ts'
import { formatReport } from '../schemas/validation/report.ts'
import { validateContent } from '../schemas/validation/validate-content.ts'

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))
/** Where the content files are: this repository, or another copy of schemas/content/ (tests). */
export const contentRoot = () => process.env.CONTENT_ROOT ?? REPO_ROOT

/**
 * The site's content, checked as the build checks it: the waitlist's rules come from the same
 * forms.json the site is built from. Broken content stops the server at start with the same
 * report the build prints, never halfway through a sign-up.
 */
export function loadContent(root: string = contentRoot()): Content {
  const check = validateContent((name) =>
    readFileSync(path.join(root, contentFilePath(name)), 'utf8'),
  )
  if (check.ok) return check.content
  throw new Error(formatReport(check.problems))
}
