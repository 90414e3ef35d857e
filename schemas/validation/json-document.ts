import {
  findNodeAtLocation,
  getNodeValue,
  type Node,
  type ParseError,
  parseTree,
  printParseErrorCode,
} from 'jsonc-parser'

export type JsonPath = readonly PropertyKey[]
export type Position = { line: number; column: number }

const SYNTAX_HINTS: Record<string, string> = {
  CommaExpected: 'expected a comma between items',
  ColonExpected: 'expected a colon after the key',
  PropertyNameExpected: 'expected a key in double quotes (is there a trailing comma before this?)',
  ValueExpected: 'expected a value (is there a trailing comma before this?)',
  CloseBraceExpected: 'expected } to close the object',
  CloseBracketExpected: 'expected ] to close the list',
  UnexpectedEndOfString: 'a text is missing its closing double quote',
  InvalidSymbol: 'unexpected character; keys and texts need double quotes',
  EndOfFileExpected: 'unexpected content after the end of the document',
  InvalidCommentToken: 'comments are not allowed in JSON',
}

export type SyntaxProblem = Position & { message: string }

/** A parsed JSON file that can say where any JSON path sits in the original text. */
export type JsonDocument = {
  value: unknown
  syntaxProblems: SyntaxProblem[]
  positionOf: (path: JsonPath, key?: string) => Position
}

export function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset)
  const line = before.split('\n').length
  const column = offset - before.lastIndexOf('\n')
  return { line, column }
}

function syntaxProblem(text: string, error: ParseError): SyntaxProblem {
  const code = printParseErrorCode(error.error)
  return { ...positionAt(text, error.offset), message: SYNTAX_HINTS[code] ?? code }
}

function jsonSegments(path: JsonPath): (string | number)[] {
  return path.map((segment) => (typeof segment === 'number' ? segment : String(segment)))
}

function propertyKeyNode(objectNode: Node, key: string): Node | undefined {
  const property = objectNode.children?.find((child) => child.children?.[0]?.value === key)
  return property?.children?.[0]
}

export function parseJsonDocument(text: string): JsonDocument {
  const errors: ParseError[] = []
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true })
  const positionOf = (path: JsonPath, key?: string): Position => {
    if (!tree) return { line: 1, column: 1 }
    const segments = jsonSegments(path)
    // Walk up until a node exists: a missing key is reported at its parent object.
    for (let depth = segments.length; depth >= 0; depth--) {
      const node = findNodeAtLocation(tree, segments.slice(0, depth))
      if (!node) continue
      const keyNode = key && depth === segments.length ? propertyKeyNode(node, key) : undefined
      const target = keyNode ?? (node.parent?.type === 'property' ? node.parent : node)
      return positionAt(text, target.offset)
    }
    return { line: 1, column: 1 }
  }
  return {
    value: tree ? getNodeValue(tree) : undefined,
    syntaxProblems: errors.map((error) => syntaxProblem(text, error)),
    positionOf,
  }
}
