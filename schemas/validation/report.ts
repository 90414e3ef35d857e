import { type ContentProblem, formatProblem } from './problem.ts'

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

/** The success line of `npm run content:check`. */
export function formatSuccess(fileCount: number): string {
  return `All ${fileCount} content files are valid.`
}

/**
 * Every problem, one per line as `file:line:column path: message`, between a header and a summary
 * a non-programmer can act on.
 */
export function formatReport(problems: readonly ContentProblem[]): string {
  const files = [...new Set(problems.map((problem) => problem.file))]
  const names = files.map((file) => file.split('/').at(-1) ?? file).join(', ')
  return [
    `Found ${plural(problems.length, 'problem')} in the content:`,
    '',
    ...problems.map(formatProblem),
    '',
    `${plural(problems.length, 'problem')} in ${plural(files.length, 'file')} (${names}).`,
    'Open each file at the line:column shown, fix it, then run `npm run content:check` again.',
  ].join('\n')
}
