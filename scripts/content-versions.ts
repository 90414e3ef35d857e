import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type ContentName, contentFilePath, contentNames } from '../schemas/content-files.ts'
import { type ContentCheck, validateContent } from '../schemas/validation/validate-content.ts'
import { publicFiles } from './public-files.ts'

/** The outcome for the files as they are now; `isNew` the first time this version is checked. */
export type VersionCheck = { check: ContentCheck; isNew: boolean }

/** Checks the content under `root` once per version of its files: it walks every quiz answer set. */
export function contentVersions(root: string): () => VersionCheck {
  const read = (name: ContentName) => readFileSync(path.join(root, contentFilePath(name)), 'utf8')
  const readIfThere = (name: ContentName) => {
    try {
      return read(name)
    } catch {
      return undefined
    }
  }
  let latest: { texts: string; check: ContentCheck } | undefined
  return () => {
    // A picture added to public/ (or renamed) is a new version too.
    const texts = JSON.stringify([...contentNames.map(readIfThere), ...publicFiles()])
    if (latest?.texts === texts) return { check: latest.check, isNew: false }
    latest = { texts, check: validateContent(read, publicFiles()) }
    return { check: latest.check, isNew: true }
  }
}
