// `tsx tests/maintainer-edits/write-edited-content.ts <dir>`: writes the frozen content (tests/content/frozen-content/) with
// every maintainer's edit applied to <dir>/schemas/content/, for a build with CONTENT_ROOT=<dir>.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { CONTENT_DIR } from '../../schemas/content-files.ts'
import { EDITS, editedContent, serialized } from './edits.ts'

const root = process.argv[2]
if (!root) throw new Error('usage: write-edited-content.ts <dir>')
const folder = path.join(root, CONTENT_DIR)
mkdirSync(folder, { recursive: true })
for (const [name, text] of serialized(editedContent(EDITS)))
  writeFileSync(path.join(folder, `${name}.json`), text)
console.log(`Wrote the content with ${EDITS.length} maintainer's edits to ${folder}/`)
