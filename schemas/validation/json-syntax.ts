import { type ParseError, printParseErrorCode } from 'jsonc-parser'

export type Position = { line: number; column: number }
export type SyntaxProblem = Position & { message: string }

const HINTS: Record<string, string> = {
  ColonExpected: 'expected a colon between the key and its value',
  PropertyNameExpected: 'expected a key in double quotes',
  ValueExpected: 'expected a value',
  CloseBraceExpected: 'expected } to close the object',
  CloseBracketExpected: 'expected ] to close the list',
  UnexpectedEndOfString: 'this text has no closing double quote',
  InvalidSymbol: 'unexpected character: keys and texts need double quotes around them',
  InvalidCharacter: 'a tab or line break inside a text must be written as \\t or \\n',
  InvalidEscapeCharacter:
    'after a backslash only " \\ / b f n r t u may follow (write \\\\ for \\)',
  InvalidUnicode: 'a \\u escape needs exactly four hex digits',
  InvalidNumberFormat: 'this is not a number JSON understands',
  EndOfFileExpected: 'unexpected content after the end of the document',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
}

const MISSING_QUOTE = 'a double quote is missing on this line: keys and texts need one at each end'
const MISSING_COMMA = 'missing comma: add a comma here, between two items'
const EXTRA_COMMA = 'remove this comma: there is no item before it'
const TRAILING_COMMA = 'remove this comma: JSON allows no comma after the last item'
const STRAY_QUOTE = 'a straight " inside a text ends it: write “ ” (or \\") instead'
/** Quotes a word processor puts in, which JSON does not take for its own. */
const CURLY_QUOTES = '“”„‟‘’‚‛«»'

export function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset)
  const line = before.split('\n').length
  const column = offset - before.lastIndexOf('\n')
  return { line, column }
}

/** The offset of the last character before `offset` that is not white space, or -1. */
function previousToken(text: string, offset: number): number {
  let index = offset - 1
  while (index >= 0 && /\s/.test(text.charAt(index))) index--
  return index
}

function lineAt(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1
  const end = text.indexOf('\n', offset)
  return text.slice(start, end === -1 ? undefined : end)
}

function hasOddQuotes(line: string): boolean {
  return (line.replace(/\\./g, '').match(/"/g)?.length ?? 0) % 2 === 1
}

/** Where the mistake really is, and what to do about it, for one parser error. */
function explain(text: string, error: ParseError): { offset: number; message: string } {
  const code = printParseErrorCode(error.error)
  const before = previousToken(text, error.offset)
  const next = text.charAt(error.offset)
  const misplacedComma = code === 'PropertyNameExpected' || code === 'ValueExpected'
  if (misplacedComma && (next === '}' || next === ']') && text.charAt(before) === ',') {
    return { offset: before, message: TRAILING_COMMA }
  }
  if (misplacedComma && next === ',') return { offset: error.offset, message: EXTRA_COMMA }
  if (code === 'ValueExpected' && text.trim() === '') {
    return { offset: 0, message: 'the file is empty: it needs at least { }' }
  }
  if (code === 'CommaExpected' && before >= 0) return { offset: before + 1, message: MISSING_COMMA }
  if (code === 'InvalidSymbol' && CURLY_QUOTES.includes(next)) {
    return {
      offset: error.offset,
      message: `${next} is a curly quote: JSON needs the straight " here`,
    }
  }
  if (code === 'InvalidSymbol' && hasOddQuotes(lineAt(text, error.offset))) {
    return { offset: error.offset, message: MISSING_QUOTE }
  }
  // A text ended early by a quote of its own, with the rest of the line's quotes still paired:
  // the quote to fix is the one just before the stray words.
  if (code === 'InvalidSymbol' && text.charAt(before) === '"') {
    return { offset: before, message: STRAY_QUOTE }
  }
  return { offset: error.offset, message: HINTS[code] ?? code }
}

/**
 * Explains the parser's errors at the spot to fix. One broken character often confuses the
 * parser for the rest of its line (and, after a text with no closing quote, the next line too),
 * so only the first error of such a run is reported.
 */
export function explainSyntaxErrors(text: string, errors: readonly ParseError[]): SyntaxProblem[] {
  const problems: SyntaxProblem[] = []
  let skipThroughLine = 0
  for (const error of errors) {
    const { offset, message } = explain(text, error)
    const position = positionAt(text, offset)
    if (position.line <= skipThroughLine) continue
    problems.push({ ...position, message })
    const cascades = printParseErrorCode(error.error) === 'UnexpectedEndOfString'
    skipThroughLine = position.line + (cascades ? 1 : 0)
  }
  return problems
}
