import { type ContentName, contentFilePath } from '../content-files.ts'
import { formatJsonPath } from './describe.ts'
import type { JsonPath, Spot } from './json-document.ts'
import type { UnlocatedProblem } from './problem.ts'

/** Records one problem in the file a check is looking at. */
export type Report = (path: JsonPath, message: string, spot?: Spot) => void

export function reporterFor(name: ContentName, problems: UnlocatedProblem[]): Report {
  return (path, message, spot) =>
    problems.push({ file: contentFilePath(name), path, message, ...(spot ? { spot } : {}) })
}

/** Reports every repeat of a value, naming the value and where it was first used. */
export function checkUnique(
  values: readonly (string | number)[],
  path: (index: number) => JsonPath,
  what: string,
  report: Report,
) {
  const first = new Map<string | number, number>()
  values.forEach((value, index) => {
    const earlier = first.get(value)
    if (earlier === undefined) first.set(value, index)
    else {
      const where = formatJsonPath(path(earlier))
      report(path(index), `duplicate ${what} ${JSON.stringify(value)} (already used at ${where})`)
    }
  })
}
