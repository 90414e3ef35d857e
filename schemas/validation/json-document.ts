import {
  findNodeAtLocation,
  getNodeValue,
  type Node,
  type ParseError,
  parseTree,
} from 'jsonc-parser'
import { type DuplicateKey, findDuplicateKeys } from './duplicate-keys.ts'
import {
  explainSyntaxErrors,
  type Position,
  positionAt,
  type SyntaxProblem,
} from './json-syntax.ts'

export type { Position, SyntaxProblem }
export type JsonPath = readonly PropertyKey[]

/**
 * Narrows a location inside the node at a path: one of its keys, or a piece of its text (its
 * `occurrence`-th, counting from 0, when the piece is there more than once).
 */
export type Spot = { key?: string; needle?: string; occurrence?: number }

/** A parsed JSON file that can say where any JSON path sits in the original text. */
export type JsonDocument = {
  value: unknown
  /** The file cannot be read as JSON; `value` is then only the parser's best guess. */
  syntaxProblems: SyntaxProblem[]
  /** Keys written twice in one object: JSON keeps only the last, silently. Empty on syntax errors. */
  duplicateKeys: DuplicateKey[]
  positionOf: (path: JsonPath, spot?: Spot) => Position
}

function propertyKeyNode(objectNode: Node, key: string): Node | undefined {
  const property = objectNode.children?.findLast((child) => child.children?.[0]?.value === key)
  return property?.children?.[0]
}

/** Scalars are located at their value, objects and lists at their key: where a fix is typed. */
function offsetOf(text: string, node: Node, spot: Spot, exact: boolean): number {
  const keyNode = exact && spot.key ? propertyKeyNode(node, spot.key) : undefined
  if (keyNode) return keyNode.offset
  if (exact && spot.needle && node.type === 'string') {
    const written = text.slice(node.offset, node.offset + node.length)
    let index = written.indexOf(spot.needle)
    for (let skipped = 0; skipped < (spot.occurrence ?? 0) && index >= 0; skipped++)
      index = written.indexOf(spot.needle, index + 1)
    if (index >= 0) return node.offset + index
  }
  const isContainer = node.type === 'object' || node.type === 'array'
  return isContainer && node.parent?.type === 'property' ? node.parent.offset : node.offset
}

export function parseJsonDocument(text: string): JsonDocument {
  const errors: ParseError[] = []
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true })
  const positionOf = (path: JsonPath, spot: Spot = {}): Position => {
    if (!tree) return { line: 1, column: 1 }
    const segments = path.map((segment) =>
      typeof segment === 'number' ? segment : String(segment),
    )
    // Walk up until a node exists: a missing key is reported at the object that lacks it.
    for (let depth = segments.length; depth >= 0; depth--) {
      const node = findNodeAtLocation(tree, segments.slice(0, depth))
      if (node) return positionAt(text, offsetOf(text, node, spot, depth === segments.length))
    }
    return { line: 1, column: 1 }
  }
  return {
    value: tree ? getNodeValue(tree) : undefined,
    syntaxProblems: explainSyntaxErrors(text, errors),
    duplicateKeys:
      tree && errors.length === 0
        ? findDuplicateKeys(tree, (offset) => positionAt(text, offset))
        : [],
    positionOf,
  }
}
