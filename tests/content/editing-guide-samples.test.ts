// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { contentNames } from '@schemas/content-files.ts'
import { formatSuccess } from '@schemas/validation/report.ts'
import { describe, expect, it } from 'vitest'
import { EDITING_GUIDE } from '../../scripts/content-reference.ts'
import { checkAfter, ROOT } from './content-fixture'

// The guide shows the check's "real output": it must stay what the check prints (issue 47 found
// "All 8 content files are valid" where the check said 10, and a list of kinds without tel and url).
const guide = readFileSync(path.join(ROOT, EDITING_GUIDE), 'utf8')

describe(`${EDITING_GUIDE}'s samples of the check's output`, () => {
  it('count the content files as the check does', () => {
    const counts = [...guide.matchAll(/All \d+ content files are valid\./g)].map(([line]) => line)
    expect(counts.length).toBeGreaterThan(0)
    for (const line of counts) expect(line).toBe(formatSuccess(contentNames.length))
  })

  it('word a mistyped field kind as the check words it, every kind listed', () => {
    const check = checkAfter({ file: 'forms', from: '"kind": "select"', to: '"kind": "dropdown"' })
    const problem = check.ok ? undefined : check.problems[0]
    expect(problem?.path).toMatch(/\.kind$/)
    expect(guide).toContain(`.kind: ${problem?.message}`)
  })
})
