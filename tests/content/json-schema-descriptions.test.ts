// @vitest-environment node
import { type ContentName, contentNames, jsonSchemaFilePath } from '@schemas/content-files.ts'
import { PLACEHOLDERS, placeholderPathPattern } from '@schemas/validation/placeholder-checks.ts'
import { describe, expect, it } from 'vitest'
import { renderJsonSchemas } from '../../scripts/content-schema.ts'
import { type DescriptionProblem, descriptionProblems } from './description-problems'
import { schemaNodes, unvisitedKeywords } from './json-schema-nodes'

const rendered = renderJsonSchemas()

function schemaOf(name: ContentName): unknown {
  return JSON.parse(rendered[jsonSchemaFilePath(name)] ?? 'null')
}

const nodes = contentNames.flatMap((name) => schemaNodes(name, schemaOf(name)))
const problems = descriptionProblems(nodes)

function explain(name: ContentName, found: readonly DescriptionProblem[]): string {
  return [
    `schemas/content/${name}.json: ${found.length} key(s) without hover help of their own:`,
    ...found.map(({ node, reason }) => `  ${node.path || '(the whole file)'}: ${reason}`),
    `Add a .describe('…') in schemas/${name}.schema.ts where each key is defined (a piece shared`,
    'from schemas/primitives.schema.ts or schemas/options.schema.ts is described where it is used):',
    'say what it is, where on the site it shows and which {placeholders} it must keep. Then run',
    '`npm run content:schema`.',
  ].join('\n')
}

describe('the hover help of the content files', () => {
  it('reaches every key: the walk knows every keyword the schemas nest keys in', () => {
    const missed = contentNames.flatMap((name) =>
      unvisitedKeywords(schemaOf(name)).map((where) => `${name}.json ${where}`),
    )
    expect(missed, 'teach tests/content/json-schema-nodes.ts these keywords').toEqual([])
    expect(nodes.length).toBeGreaterThan(250)
  })

  it.each(contentNames)('%s.json: every key, section and list item explains itself', (name) => {
    const found = problems.filter(({ node }) => node.file === name)
    expect(found, explain(name, found)).toHaveLength(0)
  })

  it('names the placeholders each text must keep', () => {
    const forgotten = contentNames.flatMap((name) =>
      Object.entries(PLACEHOLDERS[name] ?? {}).flatMap(([pattern, known]) => {
        const texts = nodes.filter(
          (node) => node.file === name && placeholderPathPattern(pattern).test(node.path),
        )
        expect(texts.length, `${name}.json has no text at ${pattern}`).toBeGreaterThan(0)
        return texts.flatMap((node) =>
          known
            .filter((placeholder) => !node.description?.includes(`{${placeholder}}`))
            .map((placeholder) => `${name}.json ${node.path}: mention {${placeholder}}`),
        )
      }),
    )
    expect(forgotten).toEqual([])
  })

  it('says only what stays true: no count of the quiz, no "ask a developer"', () => {
    const untrue = nodes.filter(({ description }) =>
      /\b(?:\d+|three|four|five|six)\s+(?:keys|questions|massages)\b|the product’s quiz has|developer/i.test(
        description ?? '',
      ),
    )
    expect(
      untrue.map(({ file, path, description }) => `${file}.json ${path}: ${description}`),
    ).toEqual([])
  })

  it('advises a length for every title and description', () => {
    const silent = nodes.filter(
      ({ path, description }) =>
        /(?:^|\.)(?:title|description)$/.test(path) &&
        !/Keep it|about \d+|\d+ words|characters|sentences?\b/i.test(description ?? ''),
    )
    expect(silent.map(({ file, path }) => `${file}.json ${path}`)).toEqual([])
  })
})
