import type { JsonPath } from './json-document.ts'

/** Calls `visit` with every text in a parsed JSON value and its path, e.g. `["blocks", 2, "text"]`. */
export function eachText(value: unknown, visit: (text: string, path: JsonPath) => void): void {
  const walk = (node: unknown, path: JsonPath): void => {
    if (typeof node === 'string') visit(node, path)
    else if (Array.isArray(node))
      for (const [index, child] of node.entries()) walk(child, [...path, index])
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key])
  }
  walk(value, [])
}

/** The editor's pointer to a file's JSON Schema: a text no visitor reads. */
const SCHEMA_POINTER = '$schema'

/** Like `eachText`, for the texts a visitor may read: all but the `$schema` pointer. */
export function eachCopyText(value: unknown, visit: (text: string, path: JsonPath) => void): void {
  eachText(value, (text, path) => {
    if (path[0] !== SCHEMA_POINTER) visit(text, path)
  })
}
