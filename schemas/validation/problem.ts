import { formatJsonPath } from './describe.ts'
import type { JsonPath } from './json-document.ts'

/** One thing wrong in one content file, located for a maintainer. */
export type ContentProblem = {
  file: string
  line: number
  column: number
  /** The JSON path, e.g. `questions[2].options[1].value`; empty for the whole file. */
  path: string
  message: string
}

/** A problem found across files, before it is located in its file's text. */
export type UnlocatedProblem = { file: string; path: JsonPath; key?: string; message: string }

export function formatProblem(problem: ContentProblem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`
  return problem.path
    ? `${where} ${problem.path}: ${problem.message}`
    : `${where} ${problem.message}`
}

export function pathText(path: JsonPath): string {
  return formatJsonPath(path)
}
