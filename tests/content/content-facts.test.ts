// @vitest-environment node
import {
  alternatives,
  contentFacts,
  fillFacts,
  inSentence,
  numberWord,
} from '@schemas/content-facts.ts'
import { formatProblem } from '@schemas/validation/problem.ts'
import { describe, expect, it } from 'vitest'
import { at, checkAfter, frozenText, type Mistake, problemsAfter } from './content-fixture'

const frozen = (name: 'quiz' | 'recommendations' | 'home') => JSON.parse(frozenText(name))
const frozenQuestions: unknown[] = frozen('quiz').questions
const frozenMassages: { name: string }[] = frozen('recommendations').recommendations

/** A sixth question at the head of the frozen quiz (order does not matter to the checks). */
const SIXTH_QUESTION: Mistake = {
  file: 'quiz',
  from: '"questions": [',
  to: '"questions": [ { "id": 6, "question": "How long?", "type": "single", "options": [ { "value": "short", "label": "An hour" }, { "value": "long", "label": "Longer" } ] },',
}

/** A fifth massage at the head of the frozen list, with a name that keeps its capital… */
const FIFTH_MASSAGE: Mistake = {
  file: 'recommendations',
  from: '"recommendations": [',
  to: '"recommendations": [ { "key": "lomi-lomi", "name": "Lomi Lomi Massage", "listName": "Lomi Lomi", "description": "Long flowing strokes.", "benefits": ["One", "Two", "Three"], "session": { "length": "60 minutes", "pressure": "Gentle", "price": "$90 to $120" } },',
}
/** …and the rule that recommends it, first. */
const ITS_RULE: Mistake = {
  file: 'rules',
  from: '"rules": [',
  to: '"rules": [ { "recommend": "lomi-lomi", "when": { "all": [ { "question": 1, "in": ["relaxation"], "because": "a" }, { "question": 4, "in": ["very-experienced"], "because": "b" } ] } },',
}

describe('the facts a text can state through a placeholder', () => {
  it('count in words up to twelve, in digits after', () => {
    expect([0, 1, 5, 6, 12, 13, 40].map(numberWord)).toEqual([
      'zero',
      'one',
      'five',
      'six',
      'twelve',
      '13',
      '40',
    ])
  })

  it('list massages as running text does: commas, then "or"', () => {
    expect(alternatives(['a'])).toBe('a')
    expect(alternatives(['a', 'b'])).toBe('a or b')
    expect(alternatives(['a', 'b', 'c', 'd'])).toBe('a, b, c or d')
  })

  it('name a massage in a sentence by its listName, or its name without "Massage" in lower case', () => {
    expect(inSentence({ name: 'Bamboo Fusion Massage' })).toBe('bamboo fusion')
    expect(inSentence({ name: 'Lomi Lomi Massage', listName: 'Lomi Lomi' })).toBe('Lomi Lomi')
  })

  it('fill a placeholder as written, or with a capital when written with one', () => {
    const facts = contentFacts({
      questions: [1, 2, 3, 4, 5, 6],
      recommendations: [{ name: 'Reiki Massage' }, { name: 'Cupping Massage' }],
    })
    expect(
      fillFacts(
        '{QuestionCountWord} of {questionCount}; {massageCountWord} ({massageCount}): {massageList}. {MassageList}! {brand}',
        facts,
      ),
    ).toBe('Six of 6; two (2): reiki or cupping. Reiki or cupping! {brand}')
  })
})

describe('the content check and fact placeholders', () => {
  const banner: Mistake = {
    file: 'home',
    from: '"body": "Answer {questionCountWord} quick questions',
    to: '"body": "Answer {questionCountWord} quick questions, {massageCount} massages: {MassageList}',
  }

  it('knows them in any text, and the site shows them filled in', () => {
    const check = checkAfter(banner)
    if (!check.ok) throw new Error(check.problems.map(formatProblem).join('\n'))
    const facts = contentFacts({ questions: frozenQuestions, recommendations: frozenMassages })
    const listed = facts.massageList.charAt(0).toUpperCase() + facts.massageList.slice(1)
    expect(check.content.home.banner.body).toMatch(
      new RegExp(
        `^Answer ${facts.questionCountWord} quick questions, ${frozenMassages.length} massages: ${listed}`,
      ),
    )
  })

  it('follow the quiz: a sixth question and a fifth massage are counted and listed', () => {
    const check = checkAfter(banner, SIXTH_QUESTION, FIFTH_MASSAGE, ITS_RULE)
    if (!check.ok) throw new Error(check.problems.map(formatProblem).join('\n'))
    expect(check.content.home.banner.body).toMatch(/^Answer six quick questions, 5 massages: /)
    expect(check.content.home.banner.body).toMatch(/: Lomi Lomi, /)
  })

  it('suggests the fact meant by a misspelled one', () => {
    const mistake: Mistake = { ...banner, to: '"body": "Answer {questionCounts} quick questions' }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '{questionCounts}')} banner.body: unknown placeholder {questionCounts} (did you mean {questionCount}?)`,
    ])
  })
})

describe('copy that states a fact the quiz no longer has is noted, never refused', () => {
  const notesAfter = (...mistakes: Mistake[]) => {
    const check = checkAfter(...mistakes)
    expect(check.ok, 'a stale count must not make the content invalid').toBe(true)
    return check.warnings.map(formatProblem)
  }
  // The frozen copy states its facts through placeholders; these texts spell them out instead.
  const SPELLED_COUNT: Mistake = {
    file: 'home',
    from: '"body": "Answer {questionCountWord} quick questions',
    to: '"body": "Answer five quick questions',
  }
  const SPELLED_CAPITAL: Mistake = {
    file: 'quiz',
    from: '"intro": "{QuestionCountWord} quick questions',
    to: '"intro": "Five quick questions',
  }
  const SPELLED_LIST: Mistake = {
    file: 'home',
    from: '"body": "{MassageList}? {QuestionCountWord} questions',
    to: '"body": "Swedish, deep tissue, therapeutic or hot stone? {QuestionCountWord} questions',
  }

  it('a count of questions, at the word, with the placeholder to write', () => {
    expect(notesAfter(SPELLED_COUNT, SIXTH_QUESTION)).toContain(
      `${at(SPELLED_COUNT, 'five', { after: '"banner"' })} banner.body: says "five" questions; the quiz has 6: write {questionCountWord}`,
    )
  })

  it('a capitalised count, with the capitalised placeholder', () => {
    expect(notesAfter(SPELLED_CAPITAL, SIXTH_QUESTION)).toContain(
      `${at(SPELLED_CAPITAL, 'Five')} intro: says "Five" questions; the quiz has 6: write {QuestionCountWord}`,
    )
  })

  it('a list that misses a massage, naming it', () => {
    expect(notesAfter(SPELLED_LIST, FIFTH_MASSAGE, ITS_RULE)).toContain(
      `${at(SPELLED_LIST, 'Swedish, deep')} quizCta.body: lists 4 of the 5 massage types (not Lomi Lomi): write {massageList}`,
    )
  })

  it('nothing while the copy and the quiz agree', () => {
    expect(
      notesAfter(SPELLED_COUNT, SPELLED_LIST).filter((note) =>
        /questions;|massage types/.test(note),
      ),
    ).toEqual([])
  })
})
