// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../content-roots'
import { CONFORMANCE_ADVICE, CONFORMANCE_TEST } from '../product/conformance-advice'
import { formatVerdict, playwrightTests, type StageOutcome, vitestTests } from './stage-outcomes'

const reports = mkdtempSync(path.join(tmpdir(), 'verdict-test-'))

/** A report file as Vitest's json reporter writes it (the parts the verdict reads). */
function vitestReport(tests: { file: string; name: string; status: string }[]): string {
  const file = path.join(reports, 'unit.json')
  const files = [...new Set(tests.map((test) => test.file))]
  const testResults = files.map((name) => ({
    name: path.join(REPO_ROOT, name),
    assertionResults: tests
      .filter((test) => test.file === name)
      .map(({ name: fullName, status }) => ({ fullName, status, failureMessages: [] })),
  }))
  writeFileSync(file, JSON.stringify({ numTotalTests: tests.length, testResults }))
  return file
}

/** A report file as Playwright's json reporter writes it: nested suites of specs. */
function playwrightReport(specs: { file: string; title: string; ok: boolean }[]): string {
  const file = path.join(reports, 'e2e.json')
  const expected = specs.filter((spec) => spec.ok).length
  const suites = [{ title: 'e2e', suites: [{ title: 'inner', specs }] }]
  writeFileSync(file, JSON.stringify({ stats: { expected, unexpected: 0, flaky: 0 }, suites }))
  return file
}

const passed = (name: string): StageOutcome => ({ name, exitCode: 0, seconds: 3 })

describe("npm test's summary", () => {
  const onlyConformance = vitestTests(
    vitestReport([
      { file: CONFORMANCE_TEST, name: 'product conformance the quiz', status: 'failed' },
      { file: 'tests/quiz/quiz-flow.test.ts', name: 'answers in the URL', status: 'passed' },
    ]),
    REPO_ROOT,
  )
  const browser = playwrightTests(
    playwrightReport([
      { file: 'home.spec.ts', title: 'the hero', ok: true },
      { file: 'quiz-url.spec.ts', title: 'a result link', ok: true },
    ]),
  )

  it('reads which tests failed, and how many passed, from the reports', () => {
    expect(onlyConformance).toEqual({
      passed: 1,
      failed: [`${CONFORMANCE_TEST} › product conformance the quiz`],
    })
    expect(browser).toEqual({ passed: 2, failed: [] })
  })

  it('gives every stage, says the conformance test alone failed and why that is expected', () => {
    const summary = formatVerdict([
      passed('content:check'),
      passed('check:types'),
      { name: 'test:unit', exitCode: 1, seconds: 40, tests: onlyConformance },
      { name: 'test:e2e', exitCode: 0, seconds: 300, tests: browser },
    ]).split('\n')
    expect(summary).toEqual(
      expect.arrayContaining([
        '  ✔ content:check  passed (3 s)',
        '  ✔ check:types    passed (3 s)',
        '  ✘ test:unit      failed: the product-conformance test only, 1 passed (40 s)',
        '  ✔ test:e2e       passed: 2 tests (300 s)',
        `Product conformance (${CONFORMANCE_TEST}) failed: ${CONFORMANCE_ADVICE}`,
        'npm test failed: test:unit.',
      ]),
    )
  })

  it('names a stage that failed without a report by its exit code, and passes only when all did', () => {
    const broken = formatVerdict([{ name: 'content:check', exitCode: 1, seconds: 2 }])
    expect(broken).toContain('  ✘ content:check  failed (exit code 1) (2 s)')
    expect(broken).toContain('npm test failed: content:check.')
    expect(formatVerdict([passed('content:check')])).toMatch(/\nnpm test passed\.$/)
  })
})
