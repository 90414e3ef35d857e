// @vitest-environment node
import { formatProblem } from '@schemas/validation/problem.ts'
import { describe, expect, it } from 'vitest'
import { at, checkAfter, type Mistake } from './content-fixture'

// The frozen forms.json's select: the waitlist's "userType".
const SELECT_START = '"kind": "select",'

function notesAfter(mistake: Mistake): string[] {
  const check = checkAfter(mistake)
  if (!check.ok) throw new Error(`the edit should be valid: ${check.problems.map(formatProblem)}`)
  return check.warnings.map(formatProblem)
}

describe('keys that nothing reads are noted, never silently ignored', () => {
  it.each([
    ['placeholder', '"placeholder": "Pick one",', 'shows no placeholder'],
    ['autocomplete', '"autocomplete": "off",', 'offers nothing to fill in'],
  ])('a %s on a select field', (key, line, what) => {
    const mistake: Mistake = {
      file: 'forms',
      from: SELECT_START,
      to: `${SELECT_START}\n        ${line}`,
    }
    expect(notesAfter(mistake)).toContain(
      `${at(mistake, `"${key}"`, { after: SELECT_START })} waitlist.fields[2].${key}: does nothing: a select field ${what} (only a typing box reads it); remove it`,
    )
  })

  it('a "too long" message on a select field', () => {
    const mistake: Mistake = {
      file: 'forms',
      from: '"messages": {}',
      to: '"messages": { "tooLong": "Too long." }',
    }
    expect(notesAfter(mistake)).toContain(
      `${at(mistake, '"tooLong"', { after: SELECT_START })} waitlist.fields[2].messages.tooLong: does nothing: a select field is never too long (only a typing box reads it); remove it`,
    )
  })
})
