import type { JsonPath, Spot } from './json-document.ts'

/** One thing wrong in one content file, located for a maintainer. */
export type ContentProblem = {
  file: string
  line: number
  column: number
  /** The JSON path, e.g. `questions[2].options[1].value`; empty for the whole file. */
  path: string
  message: string
}

/**
 * A problem before it is located in its file's text: at `path`, or at `spot.key` of the object
 * at `path` minus its last segment (an unknown key), or at `spot.needle` inside the text at `path`.
 */
export type UnlocatedProblem = { file: string; path: JsonPath; spot?: Spot; message: string }

export function formatProblem(problem: ContentProblem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`
  return problem.path
    ? `${where} ${problem.path}: ${problem.message}`
    : `${where} ${problem.message}`
}

/** Files in the given order, then top to bottom: the order a maintainer fixes them in. */
export function sortProblems(
  problems: ContentProblem[],
  files: readonly string[],
): ContentProblem[] {
  const rank = (file: string) => {
    const index = files.indexOf(file)
    return index === -1 ? files.length : index
  }
  return problems.toSorted(
    (a, b) => rank(a.file) - rank(b.file) || a.line - b.line || a.column - b.column,
  )
}
