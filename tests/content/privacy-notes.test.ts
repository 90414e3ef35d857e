// @vitest-environment node
import { formatProblem } from '@schemas/validation/problem.ts'
import { describe, expect, it } from 'vitest'
import { at, checkAfter, type Mistake } from './content-fixture'

// The frozen waitlist form ends with its "userType" select; README's phone field goes after it.
const LAST_FIELD_END =
  '{ "value": "both", "label": "Both" }\n        ],\n        "messages": {}\n      }'
const PHONE_FIELD: Mistake = {
  file: 'forms',
  from: LAST_FIELD_END,
  to: `${LAST_FIELD_END},\n      { "name": "phone", "kind": "tel", "label": "Phone", "required": false, "messages": { "invalid": "Please enter a phone number like +44 20 7946 0958." } }`,
}
const KEPT_PHONE: Mistake = {
  file: 'privacy',
  from: 'what you type in the form (your first name,',
  to: 'what you type in the form (your first name, your phone number if you give it,',
}

function privacyNotesAfter(...mistakes: Mistake[]): string[] {
  const check = checkAfter(...mistakes)
  if (!check.ok) throw new Error(check.problems.map(formatProblem).join('\n'))
  return check.warnings.map(formatProblem).filter((note) => note.includes('privacy'))
}

describe('a waitlist field the privacy page does not mention', () => {
  it('is noted where it is added, pointing to privacy.json', () => {
    expect(privacyNotesAfter(PHONE_FIELD)).toEqual([
      `${at(PHONE_FIELD, '"Phone"')} waitlist.fields[3].label: a sign-up keeps what this field collects, and the privacy page does not say so: name it in the "kept" paragraphs of schemas/content/privacy.json`,
    ])
  })

  it('is not noted once the privacy page names it', () => {
    expect(privacyNotesAfter(PHONE_FIELD, KEPT_PHONE)).toEqual([])
  })

  it('the frozen form’s fields are all on the privacy page, the select by its choices', () => {
    expect(privacyNotesAfter()).toEqual([])
  })
})
