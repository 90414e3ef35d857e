import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Content, contentFilePath } from '../schemas/content-files.ts'
import { formatReport } from '../schemas/validation/report.ts'
import { validateContent } from '../schemas/validation/validate-content.ts'
import { contentVersions } from '../scripts/content-versions.ts'

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))
/** Where the content files are: this repository, or another copy of schemas/content/ (tests). */
const contentRoot = () => process.env.CONTENT_ROOT ?? REPO_ROOT

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

/**
 * The content as its files are now, for the dev endpoint: checked again whenever they change.
 * While they are broken it stays the last valid one (the dev page says what to fix), and `tell`
 * hears the waitlist's fields each time a change gives it others.
 */
export function followedContent(
  tell: (line: string) => void,
  root: string = contentRoot(),
): () => Content {
  let content = loadContent(root)
  const checkVersion = contentVersions(root)
  const fieldsOf = (of: Content) => of.forms.waitlist.fields.map((field) => field.name).join(', ')
  return () => {
    const { check, isNew } = checkVersion()
    if (!isNew || !check.ok) return content
    const before = fieldsOf(content)
    content = check.content
    const after = fieldsOf(content)
    if (after !== before)
      tell(`Waitlist endpoint: sign-ups now take the fields ${after} (forms.json).`)
    return content
  }
}
