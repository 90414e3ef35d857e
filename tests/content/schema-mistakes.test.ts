// @vitest-environment node
import { optionIcon } from '@schemas/options.schema.ts'
import { describe, expect, it } from 'vitest'
import { at, frozenText, type Mistake, objectAt, problemsAfter } from './content-fixture'

const PRESSURE_QUESTION = '"question": "How much pressure do you like?",'
const BACK_OPTION = '{ "value": "back", "label": "Back", "icon": "back" }'
const FIRM_OPTION = '"value": "firm",\n          "label": "Firm and deep"'

/** The icon names as the report lists them: `"bandage", "leaf", … or "target"`. */
function iconNames(): string {
  const quoted = optionIcon.options.map((name) => `"${name}"`)
  return `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`
}

describe('a mistake inside one content file is reported at its file:line:column', () => {
  it('a wrong enum value names the allowed values and what was found', () => {
    const mistake: Mistake = {
      file: 'quiz',
      from: `${PRESSURE_QUESTION}\n      "type": "single"`,
      to: `${PRESSURE_QUESTION}\n      "type": "triple"`,
    }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"triple"')} questions[2].type: expected "single" or "multiple", found "triple"`,
    ])
  })

  it('a number where text belongs', () => {
    const mistake: Mistake = { file: 'quiz', from: PRESSURE_QUESTION, to: '"question": 42,' }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '42')} questions[2].question: expected text, found the number 42`,
    ])
  })

  it('text where a number belongs, and a fraction where a whole number belongs', () => {
    const text: Mistake = { file: 'quiz', from: '"id": 3,', to: '"id": "3",' }
    expect(problemsAfter(text)).toEqual([
      `${at(text, '"3"')} questions[2].id: expected a number, found "3"`,
    ])
    const fraction: Mistake = { file: 'quiz', from: '"id": 3,', to: '"id": 2.5,' }
    expect(problemsAfter(fraction)).toEqual([
      `${at(fraction, '2.5')} questions[2].id: expected a whole number, found the number 2.5`,
    ])
  })

  it('a missing required key is reported at the object that lacks it', () => {
    const mistake: Mistake = { file: 'quiz', from: `      ${PRESSURE_QUESTION}\n`, to: '' }
    expect(problemsAfter(mistake)).toEqual([
      `${objectAt(mistake, '"id": 3,')} questions[2].question: "question" is missing here: add it (text)`,
    ])
  })

  it('a whole section left out is named, with its shape and where its last good copy is', () => {
    const home = frozenText('home')
    const start = home.indexOf('  "mission": {')
    const end = home.indexOf('\n  },\n', start) + '\n  },\n'.length
    const mistake: Mistake = { file: 'home', from: home.slice(start, end), to: '' }
    expect(problemsAfter(mistake)).toEqual([
      'schemas/content/home.json:1:1 mission: the section "mission" is missing (an object of "eyebrow", "title", "paragraphs", "link" and "image"): put it back as it was in the last saved copy of this file (`git show HEAD:schemas/content/home.json` prints it), or write it anew',
    ])
  })

  it('a misspelled key suggests the right one, once, instead of also reporting it missing', () => {
    const mistake: Mistake = {
      file: 'quiz',
      from: FIRM_OPTION,
      to: FIRM_OPTION.replace('"label"', '"lable"'),
    }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"lable"')} questions[2].options[2].lable: unknown key "lable" (did you mean label?)`,
    ])
  })

  it('an unknown key with no close match lists the known keys', () => {
    const mistake: Mistake = {
      file: 'quiz',
      from: FIRM_OPTION,
      to: FIRM_OPTION.replace('"label"', '"colour": "red", "label"'),
    }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"colour"')} questions[2].options[2].colour: unknown key "colour" (known keys: value, label, icon, emoji, description, reason)`,
    ])
  })

  it('an unknown icon name lists every icon there is', () => {
    const mistake: Mistake = {
      file: 'quiz',
      from: BACK_OPTION,
      to: '{ "value": "back", "label": "Back", "icon": "spine" }',
    }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"spine"')} questions[4].options[1].icon: expected ${iconNames()}, found "spine"`,
    ])
  })

  it('an answer with both an icon and an emoji is asked to keep one', () => {
    const mistake: Mistake = {
      file: 'quiz',
      from: BACK_OPTION,
      to: '{ "value": "back", "label": "Back", "icon": "back", "emoji": "🔙" }',
    }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"🔙"')} questions[4].options[1].emoji: an answer shows an "icon" or an "emoji", not both: remove one of them (a drawn icon looks the same on every device)`,
    ])
  })

  it('empty text', () => {
    const mistake: Mistake = { file: 'quiz', from: '"Firm and deep"', to: '""' }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '""')} questions[2].options[2].label: expected some text, found an empty or blank text`,
    ])
  })

  it.each([
    // biome-ignore lint/plugin: the unsafe address is the mistake this test makes on purpose
    ['javascript:alert(1)'],
    ['http://example.com/phone'],
    ['//evil.example.com'],
  ])('a link with an unsafe scheme: %s', (link) => {
    const mistake: Mistake = {
      file: 'site',
      from: '"href": "tel:+15035550142"',
      to: `"href": "${link}"`,
    }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, `"${link}"`)} footer.phone.href: expected a link starting with https://, mailto:, tel:, / or #, found "${link}"`,
    ])
  })

  it('an http:// image address', () => {
    const mistake: Mistake = {
      file: 'story',
      from: '"src": "/uploads/founder-portrait.svg"',
      to: '"src": "http://example.com/portrait.jpg"',
    }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"http:')} author.portrait.src: expected a link starting with https://, mailto:, tel:, / or #, found "http://example.com/portrait.jpg"`,
    ])
  })
})
