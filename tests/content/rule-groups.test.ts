// @vitest-environment node
import { recommend } from '@schemas/rule-engine.ts'
import { validateContent } from '@schemas/validation/validate-content.ts'
import { describe, expect, it } from 'vitest'
import {
  applyMistake,
  at,
  frozenText,
  type Mistake,
  objectAt,
  problemsAfter,
} from './content-fixture'

// Edits of the frozen rules.json (tests/content/frozen-content): its third rule recommends
// "swedish" on one condition, question 1 answered "relaxation".
const SWEDISH_WHEN =
  '"any": [{ "question": 1, "in": ["relaxation"], "because": "want to relax and unwind" }]'

function swedishWhen(when: string): Mistake {
  return { file: 'rules', from: SWEDISH_WHEN, to: when }
}

/** The rules as the site reads them after an edit that the content check accepts. */
function rulesAfter(edit: Mistake) {
  const check = validateContent((name) =>
    name === edit.file ? applyMistake(edit) : frozenText(name),
  )
  if (!check.ok) throw new Error(`the edit should be valid: ${JSON.stringify(check.problems)}`)
  return check.content.rules
}

const RELAX = '{ "question": 1, "in": ["relaxation"], "because": "want to relax" }'
const GENTLE = '{ "question": 3, "in": ["light", "medium"], "because": "like a gentle touch" }'
const FIRST_TIME = '{ "question": 4, "in": ["never"], "because": "are new to massage" }'

describe('rules with "all" (AND) and nested groups', () => {
  it('"all" recommends only when every condition matches, giving every reason', () => {
    const rules = rulesAfter(swedishWhen(`"all": [${RELAX}, ${GENTLE}]`))
    expect(recommend(rules, { '1': ['relaxation'], '3': ['light'] })).toMatchObject({
      key: 'swedish',
      reasons: ['want to relax', 'like a gentle touch'],
    })
    expect(recommend(rules, { '1': ['relaxation'], '3': ['unsure'] }).key).toBe('hot-stone')
  })

  it('a group inside "all" may say "any", one level deep', () => {
    const rules = rulesAfter(
      swedishWhen(`"all": [${RELAX}, { "any": [${GENTLE}, ${FIRST_TIME}] }]`),
    )
    const relaxed = { '1': ['relaxation'], '3': ['unsure'] }
    expect(recommend(rules, { ...relaxed, '4': ['never'] })).toMatchObject({
      key: 'swedish',
      reasons: ['want to relax', 'are new to massage'],
    })
    expect(recommend(rules, { ...relaxed, '4': ['regularly'] }).key).toBe('hot-stone')
  })

  it('"and" is answered with "all", the key of the same meaning, never "any"', () => {
    const mistake = swedishWhen(`"and": [${RELAX}, ${GENTLE}]`)
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"and"')} rules[2].when.and: unknown key "and" (did you mean all?)`,
    ])
  })

  it('"or" is answered with "any"', () => {
    const mistake = swedishWhen(`"or": [${RELAX}, ${GENTLE}]`)
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"or"')} rules[2].when.or: unknown key "or" (did you mean any?)`,
    ])
  })

  it('a group with both "any" and "all" says which to choose', () => {
    const mistake = swedishWhen(`"any": [${RELAX}], "all": [${GENTLE}]`)
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"when"', { after: '"swedish"' })} rules[2].when: a group has either "any" (one of them matches) or "all" (every one matches), not both: put one of them in a group of its own inside the other`,
    ])
  })

  it('a condition without its reason names the missing key', () => {
    const mistake = swedishWhen('"all": [{ "question": 1, "in": ["relaxation"] }]')
    expect(problemsAfter(mistake)).toEqual([
      `${objectAt(mistake, '"question": 1, "in": ["relaxation"] }')} rules[2].when.all[0]: "because" is missing here: add it (text)`,
    ])
  })

  it('groups nest one level only', () => {
    const mistake = swedishWhen(`"all": [{ "any": [{ "all": [${RELAX}] }] }]`)
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"all": [{ "question"')} rules[2].when.all[0].any[0].all: groups nest one level only: this group is already inside another one, so write its conditions here directly`,
    ])
  })

  it('an "all" that no answer set can meet is a rule that never applies', () => {
    const never = '{ "question": 1, "in": ["wellness"], "because": "look after your wellness" }'
    const mistake = swedishWhen(`"all": [${RELAX}, ${never}]`)
    expect(problemsAfter(mistake)).toEqual([
      `${objectAt(mistake, '"recommend": "swedish"')} rules[2]: this rule (recommend "swedish") can never apply: the rules above it already match every answer it matches`,
    ])
  })
})
