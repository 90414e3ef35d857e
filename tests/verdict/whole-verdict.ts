// `npm test`: the content check, the type check, the unit tests and the browser tests, each run
// even when one before it failed, then a summary of every stage (docs/decisions/0057). It exits
// non-zero when any stage failed. VERDICT_REPORTS_DIR keeps the stages' JSON reports there.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { REPO_ROOT } from '../content-roots.ts'
import { formatVerdict, playwrightTests, type StageOutcome, vitestTests } from './stage-outcomes.ts'

const reports = process.env.VERDICT_REPORTS_DIR || mkdtempSync(path.join(tmpdir(), 'verdict-'))
mkdirSync(reports, { recursive: true })
const unitReport = path.join(reports, 'unit.json')
const e2eReport = path.join(reports, 'e2e.json')
// A report left by an earlier run must never stand for this one's.
for (const report of [unitReport, e2eReport]) rmSync(report, { force: true })

type Stage = {
  name: string
  args?: string[]
  env?: Record<string, string>
  tests?: () => StageOutcome['tests']
}

const STAGES: Stage[] = [
  { name: 'content:check' },
  { name: 'check:types' },
  {
    name: 'test:unit',
    args: ['--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
    tests: () => vitestTests(unitReport, REPO_ROOT),
  },
  {
    name: 'test:e2e',
    env: { E2E_JSON_REPORT: e2eReport },
    tests: () => playwrightTests(e2eReport),
  },
]

function run(stage: Stage): StageOutcome {
  console.log(`\n▶ npm run ${stage.name}\n`)
  const started = performance.now()
  const args = ['run', stage.name, ...(stage.args ? ['--', ...stage.args] : [])]
  const { status } = spawnSync('npm', args, {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...stage.env },
    shell: process.platform === 'win32',
  })
  const seconds = (performance.now() - started) / 1000
  return { name: stage.name, exitCode: status ?? 1, seconds, tests: stage.tests?.() }
}

const outcomes = STAGES.map(run)
console.log(formatVerdict(outcomes))
process.exitCode = outcomes.every((outcome) => outcome.exitCode === 0) ? 0 : 1
