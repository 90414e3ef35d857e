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
