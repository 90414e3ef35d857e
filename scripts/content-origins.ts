import { readFileSync } from 'node:fs'
import path from 'node:path'
import { contentFilePath, contentNames } from '../schemas/content-files.ts'
import { eachText } from '../schemas/validation/json-texts.ts'

/** The origins of the pictures content takes from other hosts (none as shipped: decision 0029). */
export function contentImageOrigins(contentRoot: string): string[] {
  const origins = new Set<string>()
  for (const name of contentNames) {
    const json = JSON.parse(readFileSync(path.join(contentRoot, contentFilePath(name)), 'utf8'))
    eachText(json, (text, at) => {
      if (at.at(-1) === 'src' && /^https?:\/\//.test(text)) origins.add(new URL(text).origin)
    })
  }
  return [...origins]
}
