// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** An import (static or dynamic) of the emails' content or of the mail renderer. */
const EMAILS_IMPORT =
  /(?:from|import\()\s*['"][^'"]*(?:virtual:content\/emails\/|server\/mail\/|emails\.json)/

function sourceFiles(folder: string): string[] {
  return readdirSync(path.resolve(folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.endsWith('content-modules.gen.d.ts'))
}

describe('the emails stay on the server', () => {
  it('no browser code imports emails.json or the mail renderer', () => {
    // contract/ runs in the browser too.
    const reaching = ['src', 'contract']
      .flatMap(sourceFiles)
      .filter((file) => EMAILS_IMPORT.test(readFileSync(file, 'utf8')))
    // The browser bundle would carry every email's words, and the renderer's libraries with them.
    expect(reaching).toEqual([])
  })
})
