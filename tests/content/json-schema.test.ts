// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { contentNames, jsonSchemaFilePath } from '@schemas/content-files.ts'
import { describe, expect, it } from 'vitest'
import { EDITING_GUIDE, withGeneratedTables } from '../../scripts/content-reference.ts'
import {
  CONTENT_MODULE_TYPES_FILE,
  renderContentModuleTypes,
  renderJsonSchemas,
} from '../../scripts/content-schema.ts'
import { FROZEN_CONTENT_DIR, frozenText, ROOT } from './content-fixture'

const STALE = 'is out of date: run `npm run content:schema` and commit the result'

describe('the JSON Schemas editors use', () => {
  const rendered = renderJsonSchemas()

  it.each(Object.entries(rendered))('%s matches the zod schemas', (file, text) => {
    const written = readFileSync(path.join(ROOT, file), 'utf8')
    expect(written, `${file} ${STALE}`).toBe(text)
  })

  it(`and ${CONTENT_MODULE_TYPES_FILE}, the types of the content modules, are up to date`, () => {
    const written = readFileSync(path.join(ROOT, CONTENT_MODULE_TYPES_FILE), 'utf8')
    expect(written, `${CONTENT_MODULE_TYPES_FILE} ${STALE}`).toBe(renderContentModuleTypes())
  })

  it(`and ${EDITING_GUIDE}'s tables of kinds and placeholders are up to date`, () => {
    const written = readFileSync(path.join(ROOT, EDITING_GUIDE), 'utf8')
    expect(written, `${EDITING_GUIDE}'s tables ${STALE}`).toBe(withGeneratedTables(written))
    // What the hand-written tables had lost: the kinds and placeholders added since.
    for (const listed of ['`tel`', '`url`', '`{referralBonus}`', '`{position}`', '`{referrals}`'])
      expect(written).toContain(listed)
  })

  it('says where a table went when its place in the guide is lost', () => {
    expect(() => withGeneratedTables('# Editing content\n')).toThrow(
      `${EDITING_GUIDE} has lost the place of its field kinds table: put back the lines`,
    )
  })

  it('are exactly one per content file, with nothing left over', () => {
    const files = readdirSync(path.join(ROOT, 'schemas/json')).map((f) => `schemas/json/${f}`)
    expect(files.sort(), `schemas/json ${STALE}`).toEqual(Object.keys(rendered).sort())
  })

  it.each(contentNames)('%s.json names its generated schema in "$schema"', (name) => {
    // The frozen copy of the content keeps the pointer, from where it lies.
    const pointer: unknown = JSON.parse(frozenText(name)).$schema
    expect(typeof pointer).toBe('string')
    const target = path.join(FROZEN_CONTENT_DIR, String(pointer))
    expect(target).toBe(path.join(ROOT, jsonSchemaFilePath(name)))
  })

  it('carry hover help and underline unknown keys', () => {
    const quiz: unknown = JSON.parse(rendered[jsonSchemaFilePath('quiz')] ?? '{}')
    expect(quiz).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      additionalProperties: false,
      properties: {
        questions: {
          description: expect.stringMatching(/^The questions, in the order they are asked/),
          items: {
            additionalProperties: false,
            properties: { type: { enum: ['single', 'multiple'] } },
          },
        },
      },
    })
  })
})
