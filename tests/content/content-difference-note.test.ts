// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CONTENT_DIR } from '@schemas/content-files.ts'
import { describe, expect, it } from 'vitest'
import { contentDifferenceNote, FROZEN_CONTENT_ROOT } from '../content-roots'
import { NEW_PHONE_FIELD } from '../maintainer-edits/edits'
import { FROZEN_CONTENT_DIR } from './content-fixture'

/** A copy of the frozen content, as a maintainer's CONTENT_ROOT. */
function copyOfFrozen(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'restwell-difference-'))
  cpSync(FROZEN_CONTENT_DIR, path.join(root, CONTENT_DIR), { recursive: true })
  return root
}

describe('a failure on content other than the frozen copy', () => {
  it('names each content file that differs from the copy the tests were written against', () => {
    const root = copyOfFrozen()
    const forms = path.join(root, CONTENT_DIR, 'forms.json')
    const json = JSON.parse(readFileSync(forms, 'utf8'))
    json.waitlist.fields.push(NEW_PHONE_FIELD)
    writeFileSync(forms, JSON.stringify(json, null, 2))
    const note = contentDifferenceNote(root)
    expect(note).toContain(
      'schemas/content/forms.json differs from the frozen copy this test was written against',
    )
    expect(note).not.toContain('quiz.json')
  })

  it('names several files in one sentence', () => {
    const root = copyOfFrozen()
    for (const name of ['forms', 'quiz']) {
      const file = path.join(root, CONTENT_DIR, `${name}.json`)
      const json = JSON.parse(readFileSync(file, 'utf8'))
      json.$comment = 'edited'
      writeFileSync(file, JSON.stringify(json))
    }
    expect(contentDifferenceNote(root)).toContain(
      'schemas/content/quiz.json, schemas/content/forms.json differ from the frozen copy this test was written against',
    )
  })

  it('says nothing on the frozen copy, or on a copy with the same data laid out otherwise', () => {
    expect(contentDifferenceNote(FROZEN_CONTENT_ROOT)).toBeUndefined()
    const root = copyOfFrozen()
    const quiz = path.join(root, CONTENT_DIR, 'quiz.json')
    writeFileSync(quiz, JSON.stringify(JSON.parse(readFileSync(quiz, 'utf8'))))
    expect(contentDifferenceNote(root)).toBeUndefined()
  })
})
