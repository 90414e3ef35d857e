// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { at, type Mistake, problemsAfter } from './content-fixture'

const LINE = '"line": "Join {count} people already waiting"'
const THRESHOLD = '"threshold": 50'

describe("the waitlist card's count of people waiting is content", () => {
  it.each([
    ['0', 'expected a number of people above 0, e.g. 50, found the number 0'],
    ['-5', 'expected a number of people above 0, e.g. 50, found the number -5'],
    ['2.5', 'expected a whole number, found the number 2.5'],
  ])('a threshold of %s is explained', (threshold, explained) => {
    const mistake: Mistake = { file: 'home', from: THRESHOLD, to: `"threshold": ${threshold}` }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, threshold, { after: '"threshold"' })} waitlist.socialProof.threshold: ${explained}`,
    ])
  })

  it('a threshold in quotes is text, not a number', () => {
    const mistake: Mistake = { file: 'home', from: THRESHOLD, to: '"threshold": "50"' }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"50"')} waitlist.socialProof.threshold: expected a number, found "50"`,
    ])
  })

  it('a line without {count} is told to keep it', () => {
    const mistake: Mistake = {
      file: 'home',
      from: LINE,
      to: '"line": "Join the people already waiting"',
    }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"Join the people already waiting"')} waitlist.socialProof.line: keep {count} in this line: it becomes the number of people waiting, e.g. "Join {count} people already waiting", found "Join the people already waiting"`,
    ])
  })

  it('a misspelt placeholder is named with the one meant', () => {
    const mistake: Mistake = {
      file: 'home',
      from: LINE,
      to: '"line": "Join {count} people waiting for {brnd}"',
    }
    expect(problemsAfter(mistake)).toContain(
      `${at(mistake, '{brnd}')} waitlist.socialProof.line: unknown placeholder {brnd} (did you mean {brand}?)`,
    )
  })
})
