import type { Node } from 'jsonc-parser'
import type { Position } from './json-syntax.ts'

export type DuplicateKey = Position & { path: readonly (string | number)[]; key: string }

/** Every key written a second time in the same object, at the later copy (the one JSON keeps). */
export function findDuplicateKeys(
  root: Node,
  positionAt: (offset: number) => Position,
): DuplicateKey[] {
  const found: DuplicateKey[] = []
  const visit = (node: Node, path: readonly (string | number)[]): void => {
    if (node.type === 'array') {
      for (const [index, child] of (node.children ?? []).entries()) visit(child, [...path, index])
      return
    }
    if (node.type !== 'object') return
    const seen = new Set<string>()
    for (const property of node.children ?? []) {
      const [keyNode, valueNode] = property.children ?? []
      if (typeof keyNode?.value !== 'string') continue
      const key = keyNode.value
      if (seen.has(key)) found.push({ ...positionAt(keyNode.offset), path: [...path, key], key })
      seen.add(key)
      if (valueNode) visit(valueNode, [...path, key])
    }
  }
  visit(root, [])
  return found
}
