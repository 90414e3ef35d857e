// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { assert, describe, expect, it } from 'vitest'
import { FROZEN_CONTENT_ROOT } from '../content-roots'
import { ROOT } from './content-fixture'
import { contentWording, LONG_ENOUGH } from './content-wording'
import {
  type Hit,
  importsFrom,
  namesImportedFrom,
  type ParsedTest,
  parseTest,
  wordingIn,
} from './wording-in-tests'

// "A change of wording in schemas/content/ must never fail a test": the tests run on the frozen
// copy of the content, and must pass on any copy CONTENT_ROOT names too (a maintainer's, reworded),
// so a test that writes out a text of the content fails the day it is reworded. Tests read the
// words from the content they run on (tests/e2e/helpers/copy.ts).

const content = contentWording(FROZEN_CONTENT_ROOT)

type TestFile = { file: string; tree: ParsedTest }

function testFiles(dir = 'tests'): TestFile[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`
    if (entry.isDirectory()) return testFiles(file)
    if (!/\.tsx?$/.test(entry.name)) return []
    return [{ file, tree: parseTest(file, readFileSync(path.join(ROOT, file), 'utf8')) }]
  })
}

const allTests = testFiles()
const testsIn = (dir: string) => allTests.filter(({ file }) => file.startsWith(`${dir}/`))

/** A module that hands a test the content under test: what a site built from it shows. */
const readsContentUnderTest = (path: string) =>
  /schemas\/content\/|^virtual:content|^@\/(?:features|routes|app|components)|helpers\/copy$/.test(
    path,
  )

/**
 * Tests of maintainers' mistakes break the frozen copy of the content themselves and quote its
 * words on purpose: they take it from the content fixture, and import no content under test.
 */
function worksOnFrozenCopy({ tree }: TestFile): boolean {
  const fromFixture = namesImportedFrom(tree, './content-fixture')
  return fromFixture.length > 0 && !importsFrom(tree, readsContentUnderTest)
}

/** Files that hold no live wording by design, with why. */
function isExempt(test: TestFile): boolean {
  const { file } = test
  return (
    // The frozen copy itself, and the fixture that reads it.
    file.startsWith('tests/content/frozen-content/') ||
    file === 'tests/content/content-fixture.ts' ||
    // The form renderer's tests render definitions of their own (tests/forms/definitions.ts).
    file.startsWith('tests/forms/') ||
    worksOnFrozenCopy(test)
  )
}

function report(hits: Hit[]): string {
  const lines = hits.map(
    ({ file, line, text, places }) =>
      `  ${file}:${line} writes out ${JSON.stringify(text)}, the wording of ${places.join(' and ')}`,
  )
  return [
    'These tests write out wording the maintainers edit, so rewording the site would fail them:',
    ...lines,
    'Read each text from the content instead: see tests/e2e/helpers/copy.ts (e.g. ' +
      '`site.navigation.takeQuiz`, `fieldLabel(...)`, `fill(template, values)`).',
  ].join('\n')
}

describe('tests read the wording from the content', () => {
  it('no test writes out a text of schemas/content/', () => {
    const hits = allTests
      .filter((test) => !isExempt(test))
      .flatMap(({ tree }) => wordingIn(tree, content))
    if (hits.length > 0) assert.fail(report(hits))
  })

  it('the form tests it skips read no content under test', () => {
    const forms = testsIn('tests/forms')
    expect(forms.length).toBeGreaterThan(0)
    for (const { file, tree } of forms)
      expect(importsFrom(tree, readsContentUnderTest), file).toBe(false)
  })

  it('the tests of mistakes it skips are the ones on the frozen copy', () => {
    const skipped = testsIn('tests/content').filter(worksOnFrozenCopy)
    const mistakes = testsIn('tests/content').filter(({ file }) => /mistakes/.test(file))
    expect(mistakes.length).toBeGreaterThan(0)
    expect(skipped.map(({ file }) => file)).toEqual(
      expect.arrayContaining(mistakes.map(({ file }) => file)),
    )
    const underTest = allTests.filter(({ tree }) => importsFrom(tree, readsContentUnderTest))
    expect(underTest.length).toBeGreaterThan(0)
    for (const test of underTest) expect(worksOnFrozenCopy(test), test.file).toBe(false)
  })

  describe('what it flags, with texts taken from the content', () => {
    const find = (source: string) => wordingIn(parseTest('probe.spec.ts', source), content)
    const short = content.texts.find(({ text }) => text.length < LONG_ENOUGH && !text.includes('{'))
    const long = content.texts.find(({ text }) => text.length >= 20 && !/[{}`$\\]/.test(text))
    // Placeholders the test fills in: {brand} stands for the brand's own name, not a `${…}`.
    const template = content.texts.find(
      ({ text }) => /^[^{]*[A-Za-z][^{]* \{\w+\}/.test(text) && !text.includes('{brand}'),
    )
    if (!short || !long || !template) throw new Error('the content has no text of some kind')
    const quoted = (text: string) => JSON.stringify(text)

    it('a short text quoted whole, with the file, the line and where content keeps it', () => {
      expect(find(`\nconst name = ${quoted(short.text)}`)).toEqual([
        { file: 'probe.spec.ts', line: 2, text: short.text, places: short.places },
      ])
    })

    it('a long text anywhere in a string, a template or a pattern', () => {
      const hitTexts = (source: string) => find(source).map(({ text }) => text)
      expect(hitTexts(`const a = ${quoted(`Because ${long.text}.`)}`)).toContain(long.text)
      expect(hitTexts(`const b = \`\${x} ${long.text}\``)).toContain(long.text)
      expect(
        hitTexts(`const c = /${long.text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/i`),
      ).toContain(long.text)
    })

    it('a template whose placeholders the test fills in, or a pattern for it', () => {
      const hitTexts = (source: string) => find(source).map(({ text }) => text)
      const filled = template.text.replace(/\{\w+\}/g, () => `\${n}`)
      expect(hitTexts(`const t = \`${filled}\``)).toContain(template.text)
      expect(hitTexts(`const n = ${quoted(template.example)}`)).toContain(template.text)
      const pattern = template.example.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/1/g, '\\d+')
      expect(hitTexts(`const p = /^${pattern}$/`)).toContain(template.text)
    })

    it('not a short text inside a longer string, a test title or a comment', () => {
      expect(find(`const s = ${quoted(`${short.text} and then some`)}`)).toEqual([])
      expect(find(`test(${quoted(long.text)}, () => {})`)).toEqual([])
      expect(find(`describe.each([1])(${quoted(long.text)}, () => {})`)).toEqual([])
      expect(find(`// ${long.text}\nconst x = 1`)).toEqual([])
    })

    it('not content the test writes, only text it looks for', () => {
      const condition = `{ question: 1, in: ['relaxation'], because: ${quoted(long.text)} }`
      expect(find(`const rule = { recommend: 'swedish', when: { all: [${condition}] } }`)).toEqual(
        [],
      )
      const query = `page.getByRole('button', { name: ${quoted(short.text)}, exact: true })`
      expect(find(query).map(({ text }) => text)).toEqual([short.text])
    })
  })
})
