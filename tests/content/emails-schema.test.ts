// @vitest-environment node
import { emailsSchema } from '@schemas/emails.schema.ts'
import { formatProblem } from '@schemas/validation/problem.ts'
import { describe, expect, it } from 'vitest'
import { at, checkAfter, frozenText, type Mistake, problemsAfter } from './content-fixture'

const WHY = '"why": "You’re getting this because {email} was entered on {brand}."'
const SUBJECT = '"subject": "Please confirm your email for {brand}"'
const MATCH_SUBJECT = '"subject": "Your massage match: {match}"'

describe('emails.json, the messages the server sends and the pages their links open', () => {
  it('the frozen copy is valid: every email and page has its texts', () => {
    const emails = emailsSchema.parse(JSON.parse(frozenText('emails')))
    expect(Object.keys(emails.pages).sort()).toEqual(
      ['confirm', 'confirmed', 'status', 'invalid', 'leave', 'left', 'tooMany'].sort(),
    )
    expect(checkAfter().ok).toBe(true)
  })

  it('each text knows its own placeholders: {email} in the why line, {match} in the match email', () => {
    const brandInWhy: Mistake = { file: 'emails', from: WHY, to: WHY.replace('{brand}', 'us') }
    expect(problemsAfter(brandInWhy)).toEqual([])
    const matchInSubject: Mistake = {
      file: 'emails',
      from: MATCH_SUBJECT,
      to: '"subject": "{brand} thinks {match} suits you"',
    }
    expect(problemsAfter(matchInSubject)).toEqual([])
  })

  it('a placeholder a text does not fill in is reported where it is written', () => {
    const emailInSubject: Mistake = {
      file: 'emails',
      from: SUBJECT,
      to: '"subject": "{email}, please confirm"',
    }
    expect(problemsAfter(emailInSubject)).toEqual([
      `${at(emailInSubject, '{email}', { after: '"confirm"' })} confirm.subject: this text does not fill in {email}: it knows {brand} and the quiz's facts ({questionCount}, {questionCountWord}, {massageCount}, {massageCountWord}, {massageList})`,
    ])
    const misspelt: Mistake = { file: 'emails', from: WHY, to: WHY.replace('{email}', '{emial}') }
    expect(problemsAfter(misspelt)).toEqual([
      `${at(misspelt, '{emial}')} layout.why: unknown placeholder {emial} (did you mean {email}?)`,
    ])
  })

  it('an empty text, a missing text and an unknown key are refused at their line', () => {
    const blank: Mistake = { file: 'emails', from: SUBJECT, to: '"subject": " "' }
    expect(problemsAfter(blank)).toEqual([
      `${at(blank, '" "')} confirm.subject: expected some text, found an empty or blank text`,
    ])
    const typo: Mistake = {
      file: 'emails',
      from: SUBJECT,
      to: SUBJECT.replace('subject', 'subjct'),
    }
    expect(problemsAfter(typo)).toEqual([
      `${at(typo, '"subjct"')} confirm.subjct: unknown key "subjct" (did you mean subject?)`,
    ])
  })

  it('a straight apostrophe is noted like in every other text, never refused', () => {
    const mistake: Mistake = { file: 'emails', from: SUBJECT, to: `"subject": "Let's confirm"` }
    const check = checkAfter(mistake)
    expect(check.ok).toBe(true)
    expect(check.warnings.map(formatProblem)).toContain(
      `${at(mistake, "'")} confirm.subject: a straight apostrophe ('): write the curly ’ instead (‘ and ’ around a quote)`,
    )
  })
})
