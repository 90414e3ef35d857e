// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { contentNames, contentSections } from '@schemas/content-files.ts'
import { describe, expect, it } from 'vitest'
import { ROOT } from './content-fixture'

/** The code that may read content: the site, the contract it shares, its server and its build. */
const CODE_FOLDERS = ['src', 'contract', 'server', 'scripts']
/** Generated from the schemas: it names every section, read or not. */
const GENERATED = path.join('src', 'content-modules.gen.d.ts')

function codeFiles(): string[] {
  return CODE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
      .filter((file) => file !== GENERATED),
  )
}

describe('content never does nothing', () => {
  it('every section of every content file is read by the site, its server or its build', () => {
    const code = codeFiles()
      .map((file) => readFileSync(path.join(ROOT, file), 'utf8'))
      .join('\n')
    const unread = contentNames.flatMap((file) =>
      contentSections(file)
        .filter(
          (section) =>
            !code.includes(`virtual:content/${file}/${section}'`) &&
            !new RegExp(`\\b${file}\\.${section}\\b`).test(code),
        )
        .map((section) => `${file}.json: ${section}`),
    )
    // A section listed here is one a maintainer can edit to no effect: show it, or remove its key.
    expect(unread).toEqual([])
  })
})
