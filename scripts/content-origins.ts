import { readFileSync } from 'node:fs'
import path from 'node:path'
import { contentFilePath, contentNames } from '../schemas/content-files.ts'

/** The origins of the images content takes from other hosts (the stock-photo host). */
export function contentImageOrigins(contentRoot: string): string[] {
  const origins = new Set<string>()
  const visit = (node: unknown, key: string | undefined) => {
    if (typeof node === 'string') {
      if (key === 'src' && /^https?:\/\//.test(node)) origins.add(new URL(node).origin)
      return
    }
    if (typeof node !== 'object' || node === null) return
    for (const [childKey, child] of Object.entries(node))
      visit(child, Array.isArray(node) ? key : childKey)
  }
  for (const name of contentNames)
    visit(
      JSON.parse(readFileSync(path.join(contentRoot, contentFilePath(name)), 'utf8')),
      undefined,
    )
  return [...origins]
}
