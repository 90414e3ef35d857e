import path from 'node:path'
import type { ContentProblem } from '../schemas/validation/problem.ts'
import { formatReport } from '../schemas/validation/report.ts'

/** What the dev server tells the maintainer to do: it checks again and reloads on every save. */
export const SAVE_TO_RELOAD =
  'Open each file at the line:column shown and fix it: the page reloads by itself once you save.'

/**
 * The report of the dev server and the build: each file as an absolute path, which the terminal
 * and the dev server's overlay turn into a link that opens the file at the problem.
 */
export function contentReport(
  problems: readonly ContentProblem[],
  root: string,
  nextStep?: string,
): string {
  const located = problems.map((problem) => ({
    ...problem,
    file: path.resolve(root, problem.file),
  }))
  return formatReport(located, nextStep)
}
