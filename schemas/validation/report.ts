import { type ContentProblem, formatProblem } from './problem.ts'

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

/** The success line of `npm run content:check`. */
export function formatSuccess(fileCount: number): string {
  return `All ${fileCount} content files are valid.`
}

/** What `npm run content:check` and the build tell the maintainer to do once they have read it. */
export const CHECK_AGAIN =
  'Open each file at the line:column shown, fix it, then run `npm run content:check` again.'

/**
 * Every problem, one per line as `file:line:column path: message`, between a header and a summary
 * a non-programmer can act on, ending with `nextStep`.
 */
export function formatReport(problems: readonly ContentProblem[], nextStep = CHECK_AGAIN): string {
  const files = [...new Set(problems.map((problem) => problem.file))]
  const names = files.map((file) => file.split(/[\\/]/).at(-1) ?? file).join(', ')
  return [
    `Found ${plural(problems.length, 'problem')} in the content:`,
    '',
    ...problems.map(formatProblem),
    '',
    `${plural(problems.length, 'problem')} in ${plural(files.length, 'file')} (${names}).`,
    nextStep,
  ].join('\n')
}

/**
 * Notes under the check's result: the content is valid, and could read better (typography) or
 * states a fact of the quiz that is no longer true. Empty when there are none.
 */
export function formatNotes(notes: readonly ContentProblem[]): string {
  if (notes.length === 0) return ''
  return [
    `${plural(notes.length, 'content note')} (the site still builds; worth fixing when you are next in the file):`,
    ...notes.map(formatProblem),
  ].join('\n')
}
