import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { contentDifferenceNote } from '../content-roots.ts'
import { CONFORMANCE_ADVICE, CONFORMANCE_TEST } from '../product/conformance-advice.ts'

/** What one stage of `npm test` came to: its exit code, and its tests when it reports them. */
export type StageOutcome = {
  name: string
  exitCode: number
  seconds: number
  tests?: { passed: number; failed: string[] }
}

// The parts of Vitest's and Playwright's JSON reports the verdict reads.
const vitestReport = z.object({
  testResults: z.array(
    z.object({
      name: z.string(),
      assertionResults: z.array(z.object({ status: z.string(), fullName: z.string() })),
    }),
  ),
})
const playwrightSpec = z.object({ title: z.string(), file: z.string(), ok: z.boolean() })
type PlaywrightSuite = { specs?: z.infer<typeof playwrightSpec>[]; suites?: PlaywrightSuite[] }
const playwrightSuite: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    specs: z.array(playwrightSpec).optional(),
    suites: z.array(playwrightSuite).optional(),
  }),
)
const playwrightReport = z.object({
  stats: z.object({ expected: z.number(), flaky: z.number() }),
  suites: z.array(playwrightSuite),
})

const specsIn = (suite: PlaywrightSuite): z.infer<typeof playwrightSpec>[] => [
  ...(suite.specs ?? []),
  ...(suite.suites ?? []).flatMap(specsIn),
]

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

/** The unit stage's tests from Vitest's JSON report: how many passed, which failed (file › name). */
export function vitestTests(file: string, root: string): StageOutcome['tests'] {
  const report = vitestReport.safeParse(readJson(file))
  if (!report.success) return undefined
  const results = report.data.testResults.flatMap(({ name, assertionResults }) =>
    assertionResults.map((test) => ({ ...test, file: path.relative(root, name) })),
  )
  return {
    passed: results.filter((test) => test.status === 'passed').length,
    failed: results
      .filter((test) => test.status === 'failed')
      .map((test) => `${test.file} › ${test.fullName}`),
  }
}

/** The browser stage's tests from Playwright's JSON report (a flaky test passed on a retry). */
export function playwrightTests(file: string): StageOutcome['tests'] {
  const report = playwrightReport.safeParse(readJson(file))
  if (!report.success) return undefined
  const { expected, flaky } = report.data.stats
  const failed = report.data.suites
    .flatMap(specsIn)
    .filter((spec) => !spec.ok)
    .map((spec) => `tests/e2e/${spec.file} › ${spec.title}`)
  return { passed: expected + flaky, failed }
}

const conformanceFailed = (outcome: StageOutcome) =>
  outcome.tests?.failed.some((test) => test.startsWith(`${CONFORMANCE_TEST} `)) ?? false

function stageLine(outcome: StageOutcome): string {
  const name = outcome.name.padEnd(14)
  const time = `(${Math.round(outcome.seconds)} s)`
  const { tests } = outcome
  if (outcome.exitCode === 0)
    return `  ✔ ${name} passed${tests ? `: ${tests.passed} tests` : ''} ${time}`
  if (!tests) return `  ✘ ${name} failed (exit code ${outcome.exitCode}) ${time}`
  const only =
    tests.failed.length === 1 && conformanceFailed(outcome)
      ? ': the product-conformance test only'
      : `: ${tests.failed.length} failed`
  return `  ✘ ${name} failed${only}, ${tests.passed} passed ${time}`
}

/** The conformance test's line: whether it failed, and what its failure means. */
function conformanceLine(outcomes: readonly StageOutcome[]): string {
  const unit = outcomes.find((outcome) => outcome.tests && outcome.name === 'test:unit')
  if (!unit) return `Product conformance (${CONFORMANCE_TEST}) did not run: ${CONFORMANCE_ADVICE}`
  return conformanceFailed(unit)
    ? `Product conformance (${CONFORMANCE_TEST}) failed: ${CONFORMANCE_ADVICE}`
    : `Product conformance (${CONFORMANCE_TEST}) passed: ${CONFORMANCE_ADVICE}`
}

/** The summary `npm test` ends with: every stage, the conformance test, the overall result. */
export function formatVerdict(outcomes: readonly StageOutcome[]): string {
  const failed = outcomes.filter((outcome) => outcome.exitCode !== 0)
  const note = contentDifferenceNote()
  return [
    '',
    'npm test, every stage:',
    ...outcomes.map(stageLine),
    '',
    conformanceLine(outcomes),
    ...(note && failed.length > 0 ? ['', note.replace('This test', 'These tests')] : []),
    '',
    failed.length === 0
      ? 'npm test passed.'
      : `npm test failed: ${failed.map((outcome) => outcome.name).join(', ')}.`,
  ].join('\n')
}
