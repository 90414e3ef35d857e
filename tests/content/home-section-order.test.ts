// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { at, type Mistake, problemsAfter } from './content-fixture'

// The frozen home.json with a sectionOrder listed right after "meta"'s opening.
const META = '  "meta": {'

function withOrder(order: string): Mistake {
  return { file: 'home', from: META, to: `  "sectionOrder": ${order},\n${META}` }
}

describe("the home page's section order is content", () => {
  it('may list the five sections below the banner in any order', () => {
    const order = withOrder('["appPreview", "mission", "values", "quizCta", "waitlist"]')
    expect(problemsAfter(order)).toEqual([])
  })

  it.each([
    [
      'one twice and one left out',
      '["appPreview", "mission", "mission", "quizCta", "waitlist"]',
      '"mission" is listed twice and "values" is missing',
    ],
    ['one left out', '["appPreview", "values", "quizCta", "waitlist"]', '"mission" is missing'],
  ])('must list each once: %s is caught, naming the section', (_, order, what) => {
    const mistake = withOrder(order)
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"sectionOrder"')} sectionOrder: ${what}: list each of the sections below the banner once: "appPreview", "values", "quizCta", "mission", "waitlist"`,
    ])
  })

  it('names the sections it can order when given another', () => {
    const mistake = withOrder('["hero", "values", "quizCta", "mission", "waitlist"]')
    expect(problemsAfter(mistake)[0]).toContain(`${at(mistake, '"hero"')} sectionOrder[0]:`)
  })
})
