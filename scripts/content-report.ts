import path from 'node:path'
import type { ContentProblem } from '../schemas/validation/problem.ts'
import { formatNotes, formatReport } from '../schemas/validation/report.ts'

/** What the dev server tells the maintainer to do: it checks again and reloads on every save. */
export const SAVE_TO_RELOAD =
  'Open each file at the line:column shown and fix it: the page reloads by itself once you save.'

/** Each problem's file as an absolute path, which terminals and the dev page turn into a link. */
function withFullPaths(problems: readonly ContentProblem[], root: string): ContentProblem[] {
  return problems.map((problem) => ({ ...problem, file: path.resolve(root, problem.file) }))
}

/** The report of the dev server and the build, each file linked to the problem in it. */
export function contentReport(
  problems: readonly ContentProblem[],
  root: string,
  nextStep?: string,
): string {
  return formatReport(withFullPaths(problems, root), nextStep)
}

/** The notes of valid content, as the dev server and the build print them; '' when none. */
export function contentNotes(notes: readonly ContentProblem[], root: string): string {
  return formatNotes(withFullPaths(notes, root))
}
