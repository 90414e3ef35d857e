// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { at, type Mistake, objectAt, problemsAfter } from './content-fixture'

const TITLE = '"title": "Know Your Massage",'

describe('a JSON syntax error is reported at the character to fix', () => {
  it('a trailing comma after the last key of an object', () => {
    const last = '"matchEmailed": "Your match is on its way to {email}."'
    const mistake: Mistake = { file: 'quiz', from: `${last}\n`, to: `${last},\n` }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, last, { shift: last.length })} remove this comma: JSON allows no comma after the last item`,
    ])
  })

  it('a trailing comma after the last item of a list', () => {
    const last = '"Restores range of motion in overworked areas"'
    const mistake: Mistake = { file: 'recommendations', from: last, to: `${last},` }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, last, { shift: last.length })} remove this comma: JSON allows no comma after the last item`,
    ])
  })

  it('a text missing its closing quote', () => {
    const mistake: Mistake = { file: 'quiz', from: TITLE, to: '"title": "Know Your Massage,' }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"Know Your Massage,')} this text has no closing double quote`,
    ])
  })

  it('a text missing its opening quote', () => {
    const mistake: Mistake = { file: 'quiz', from: TITLE, to: '"title": Know Your Massage",' }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, 'Know', { after: '"title": Know' })} a double quote is missing on this line: keys and texts need one at each end`,
    ])
  })

  it('a key missing its closing quote', () => {
    const mistake: Mistake = { file: 'quiz', from: TITLE, to: '"title: "Know Your Massage",' }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, 'Know', { after: '"title: "' })} a double quote is missing on this line: keys and texts need one at each end`,
    ])
  })

  it('a straight double quote inside a text, which ends it early', () => {
    const mistake: Mistake = {
      file: 'quiz',
      from: TITLE,
      to: '"title": "Know "Your" Massage",',
    }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"Your')} a straight " inside a text ends it: write “ ” (or \\") instead`,
    ])
  })

  it('curly quotes, from a word processor, where JSON needs straight ones', () => {
    const mistake: Mistake = { file: 'quiz', from: TITLE, to: '"title": “Know Your Massage”,' }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '“Know')} “ is a curly quote: JSON needs the straight " here`,
    ])
    const key: Mistake = { file: 'quiz', from: TITLE, to: '“title”: "Know Your Massage",' }
    expect(problemsAfter(key)).toEqual([
      `${at(key, '“title')} “ is a curly quote: JSON needs the straight " here`,
    ])
  })

  it('a missing comma between two keys', () => {
    const mistake: Mistake = { file: 'quiz', from: TITLE, to: '"title": "Know Your Massage"' }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"Know Your Massage"', { shift: '"Know Your Massage"'.length })} missing comma: add a comma here, between two items`,
    ])
  })

  it('a key written twice: JSON would silently keep only the last', () => {
    const mistake: Mistake = { file: 'quiz', from: TITLE, to: `${TITLE} "title": "Quiz",` }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"title": "Quiz"')} title: the key "title" is written twice in this object; only this last one counts`,
    ])
  })
})

describe('one run reports as much as it can', () => {
  it('a broken file does not hide the problems of the others, nor their cross-file checks', () => {
    const brokenSite: Mistake = {
      file: 'site',
      from: '"label": "Main",',
      to: '"label": "Main",,',
    }
    const deadRule: Mistake = {
      file: 'rules',
      from: '"in": ["relaxation"]',
      to: '"in": ["pain-relief"]',
    }
    const badKind: Mistake = { file: 'forms', from: '"kind": "select"', to: '"kind": "dropdown"' }
    expect(problemsAfter(brokenSite, deadRule, badKind)).toEqual([
      `${at(brokenSite, ',,', { shift: 1 })} remove this comma: there is no item before it`,
      `${objectAt(deadRule, '"recommend": "swedish"')} rules[2]: this rule (recommend "swedish") can never apply: the rules above it already match every answer it matches`,
      `${at(badKind, '"dropdown"')} waitlist.fields[2].kind: expected "text", "email", "tel", "url", "select", "single-choice" or "multiple-choice", found "dropdown"`,
    ])
  })

  it('rules are still checked against valid questions when another part of quiz.json is wrong', () => {
    const emptyTitle: Mistake = { file: 'quiz', from: TITLE, to: '"title": "",' }
    const badValue: Mistake = { file: 'rules', from: '"in": ["firm"]', to: '"in": ["hard"]' }
    expect(problemsAfter(emptyTitle, badValue)).toEqual([
      `${at(emptyTitle, '""')} title: expected some text, found an empty or blank text`,
      `${at(badValue, '"hard"')} rules[1].when.any[0].in[0]: question 3 has no option "hard" (expected "light", "medium", "firm" or "unsure")`,
    ])
  })
})
