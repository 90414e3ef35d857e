// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { descriptionProblems } from './description-problems'
import { schemaNodes } from './json-schema-nodes'

const text = (description?: string) => ({ type: 'string', minLength: 1, description })
const object = (properties: Record<string, unknown>, description?: string) => ({
  type: 'object',
  properties,
  description,
})
const list = (items: unknown, description?: string) => ({ type: 'array', items, description })

/** The problems in a made-up file, as "path: reason" without the list of other keys. */
function flagged(properties: Record<string, unknown>): string[] {
  return descriptionProblems(schemaNodes('home', object(properties, 'A page.'))).map(
    ({ node, reason }) => `${node.path}: ${reason.replace(/ with \d+ other key.*/, '')}`,
  )
}

describe('hover help that explains nothing', () => {
  it('is missing, or the old catch-all', () => {
    expect(
      flagged({ hero: object({ body: text('Text a visitor reads.'), title: text() }) }),
    ).toEqual([
      'hero: has no description',
      'hero.body: has the generic description "Text a visitor reads."',
      'hero.title: has no description',
    ])
  })

  it('is one description on different keys, or on same-named keys of different sections', () => {
    const hero = object(
      { eyebrow: text('Words.'), title: text('Words.'), body: text('A.') },
      'Top.',
    )
    const banner = object({ title: text('Words.'), body: text('B.') }, 'Band.')
    expect(flagged({ hero, banner })).toEqual([
      'hero.eyebrow: shares its description "Words."',
      'hero.title: shares its description "Words."',
      'banner.title: shares its description "Words."',
    ])
  })

  it('is one description on a section heading and on the headings of the items inside it', () => {
    const screen = object({ title: text('The heading.'), caption: text('Caption.') }, 'A screen.')
    const preview = object(
      { title: text('The heading.'), body: text('Body.'), screens: list(screen, 'Screens.') },
      'Preview.',
    )
    expect(flagged({ preview })).toEqual([
      'preview.title: shares its description "The heading."',
      'preview.screens[].title: shares its description "The heading."',
    ])
  })
})

describe('one description may repeat', () => {
  it('on one reused piece: every image has the same alt help', () => {
    const image = (description: string) => object({ alt: text('What it shows.') }, description)
    const hero = object({ photo: image('Hero photo.') }, 'Top.')
    const mission = object({ picture: image('Mission picture.') }, 'Mission.')
    expect(flagged({ hero, mission })).toEqual([])
  })

  it('on a piece nested in a copy of itself, and on keys that may hold nothing', () => {
    const forbidden = { not: {}, description: 'Not allowed here.' }
    const condition = { question: text('Which question.'), because: text('Why.') }
    const inner = object({ ...condition, any: forbidden, all: forbidden }, 'A condition.')
    const item = object({ ...condition, any: list(inner, 'One of.') }, 'A condition or group.')
    expect(flagged({ rules: list(item, 'The rules.') })).toEqual([])
  })
})
