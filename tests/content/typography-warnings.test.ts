// @vitest-environment node
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { formatProblem } from '@schemas/validation/problem.ts'
import { afterAll, describe, expect, it } from 'vitest'
import { checkContent } from '../../scripts/content-check.ts'
import { applyMistake, at, checkAfter, FROZEN_CONTENT_DIR, type Mistake } from './content-fixture'

const BACK = '"back": "Back"'

function warningsAfter(mistake: Mistake): string[] {
  const check = checkAfter(mistake)
  expect(check.ok, 'a straight quote must not make the content invalid').toBe(true)
  return check.warnings.map(formatProblem)
}

describe('straight quotes in copy are noted at their character, never refused', () => {
  it('a straight apostrophe', () => {
    const mistake: Mistake = { file: 'quiz', from: BACK, to: `"back": "Don't leave yet"` }
    expect(warningsAfter(mistake)).toContain(
      `${at(mistake, "'")} emailStep.back: a straight apostrophe ('): write the curly ’ instead (‘ and ’ around a quote)`,
    )
  })

  it('straight double quotes, which JSON writes as \\"', () => {
    const mistake: Mistake = { file: 'quiz', from: BACK, to: '"back": "Back to \\"areas\\""' }
    expect(warningsAfter(mistake)).toContain(
      `${at(mistake, '\\"')} emailStep.back: straight double quotes ("): write “ and ” instead`,
    )
  })

  it('curly ones pass without a note', () => {
    const mistake: Mistake = { file: 'quiz', from: BACK, to: '"back": "Don’t leave “yet”"' }
    expect(warningsAfter(mistake).filter((line) => line.includes('emailStep.back'))).toEqual([])
  })
})

describe('content:check with straight quotes in valid content', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'restwell-quotes-'))
  cpSync(FROZEN_CONTENT_DIR, path.join(root, 'schemas/content'), { recursive: true })
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const straight: Mistake = {
    file: 'messages',
    from: '"title": "You’re on the list!"',
    to: `"title": "You're on the list!"`,
  }
  writeFileSync(path.join(root, 'schemas/content/messages.json'), applyMistake(straight))

  it('passes, and lists each note under the success line', () => {
    const { exitCode, output } = checkContent(root)
    const lines = output.split('\n')
    expect(exitCode).toBe(0)
    expect(lines[0]).toBe('All 10 content files are valid.')
    expect(lines[1]).toBe('')
    expect(lines[2]).toMatch(/^\d+ content notes? \(the site still builds/)
    expect(lines).toContain(
      `${at(straight, "'")} waitlist.confirmation.title: a straight apostrophe ('): write the curly ’ instead (‘ and ’ around a quote)`,
    )
  })
})
