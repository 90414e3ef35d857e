// `npm test`: the content check, the type check, the unit tests and the browser tests, each run
// even when one before it failed, then a summary of every stage (docs/decisions/0057). It exits
// non-zero when any stage failed. VERDICT_REPORTS_DIR keeps the stages' JSON reports there.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { REPO_ROOT } from '../content-roots.ts'
import { runStages, type Stage, verdictExitCode } from './run-stages.ts'
import { formatVerdict, playwrightTests, vitestTests } from './stage-outcomes.ts'

const reports = process.env.VERDICT_REPORTS_DIR || mkdtempSync(path.join(tmpdir(), 'verdict-'))
mkdirSync(reports, { recursive: true })
const unitReport = path.join(reports, 'unit.json')
const e2eReport = path.join(reports, 'e2e.json')
// A report left by an earlier run must never stand for this one's.
for (const report of [unitReport, e2eReport]) rmSync(report, { force: true })

const npmRun = (script: string, ...args: string[]) =>
  ['npm', 'run', script, ...(args.length > 0 ? ['--', ...args] : [])] as const

const STAGES: Stage[] = [
  { name: 'content:check', command: npmRun('content:check') },
  { name: 'check:types', command: npmRun('check:types') },
  {
    name: 'test:unit',
    command: npmRun(
      'test:unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${unitReport}`,
    ),
    tests: () => vitestTests(unitReport, REPO_ROOT),
  },
  {
    name: 'test:e2e',
    command: npmRun('test:e2e'),
    env: { E2E_JSON_REPORT: e2eReport },
    tests: () => playwrightTests(e2eReport),
  },
]

const outcomes = runStages(STAGES, REPO_ROOT)
console.log(formatVerdict(outcomes))
process.exitCode = verdictExitCode(outcomes)
