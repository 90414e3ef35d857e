// @vitest-environment node
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FROZEN_CONTENT_ROOT } from '../content-roots'
import { contentProblemsUnder } from '../content-under-test-first'
import { applyMistake, FROZEN_CONTENT_DIR } from './content-fixture'

describe('the frozen copy of the content, which every test but the product’s runs on', () => {
  it('passes every check of the current schemas, pictures included', () => {
    expect(contentProblemsUnder(FROZEN_CONTENT_ROOT)).toBe('')
  })

  it('is caught, before any test runs, when it lacks a key a schema requires', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'restwell-frozen-'))
    cpSync(FROZEN_CONTENT_DIR, path.join(root, 'schemas/content'), { recursive: true })
    // As the copy reads once privacy.schema.ts requires a "title" it does not hold.
    const text = applyMistake({ file: 'privacy', from: '  "title": "Your privacy",\n', to: '' })
    writeFileSync(path.join(root, 'schemas/content/privacy.json'), text)
    expect(contentProblemsUnder(root)).toMatch(/privacy\.json:\d+:\d+ title: /)
  })
})
