import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { contentFilePath, contentNames } from '../schemas/content-files.ts'
import { formatNotes, formatReport, formatSuccess } from '../schemas/validation/report.ts'
import { validateContent } from '../schemas/validation/validate-content.ts'
import { publicFiles } from './public-files.ts'

/** The repository root: content paths are relative to it, wherever the command is run from. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))

export type CheckOutcome = { exitCode: 0 | 1; output: string }

/** Checks every content file under `root`; the output lists every problem, one per line. */
export function checkContent(root: string = REPO_ROOT): CheckOutcome {
  const check = validateContent(
    (name) => readFileSync(path.join(root, contentFilePath(name)), 'utf8'),
    publicFiles(),
  )
  // Notes wait until the content is valid: problems come first.
  const notes = formatNotes(check.warnings)
  return check.ok
    ? { exitCode: 0, output: [formatSuccess(contentNames.length), notes].join('\n\n').trim() }
    : { exitCode: 1, output: formatReport(check.problems) }
}

function isEntryPoint(): boolean {
  const entry = process.argv[1]
  return entry !== undefined && import.meta.url === pathToFileURL(path.resolve(entry)).href
}

// `tsx scripts/content-check.ts [folder]`: the folder defaults to CONTENT_ROOT, as the build's
// does, else this repository.
if (isEntryPoint()) {
  const { exitCode, output } = checkContent(
    process.argv[2] || process.env.CONTENT_ROOT || REPO_ROOT,
  )
  console.log(output)
  process.exitCode = exitCode
}
