// `tsx tests/maintainer-edits/write-edited-content.ts <dir> [<from>]`: writes the content under
// <from> (the frozen copy, tests/content/frozen-content/, unless given) with every maintainer's
// edit applied to <dir>/schemas/content/, for a build or a test run with CONTENT_ROOT=<dir>.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { CONTENT_DIR } from '../../schemas/content-files.ts'
import { FROZEN_CONTENT_ROOT } from '../content-roots.ts'
import { EDITS, editedContent, serialized } from './edits.ts'

/** Writes the content under `from` with every edit applied to `root`'s schemas/content/. */
export function writeEditedContent(root: string, from: string = FROZEN_CONTENT_ROOT): string {
  const folder = path.join(root, CONTENT_DIR)
  mkdirSync(folder, { recursive: true })
  for (const [name, text] of serialized(editedContent(EDITS, from)))
    writeFileSync(path.join(folder, `${name}.json`), text)
  return folder
}

const [root, from] = process.argv.slice(2)
if (process.argv[1]?.endsWith('write-edited-content.ts')) {
  if (!root) throw new Error('usage: write-edited-content.ts <dir> [<from>]')
  const folder = writeEditedContent(root, from)
  console.log(`Wrote the content with ${EDITS.length} maintainer's edits to ${folder}/`)
}
