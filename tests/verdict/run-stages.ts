import { spawnSync } from 'node:child_process'
import type { StageOutcome } from './stage-outcomes.ts'

/** One stage of `npm test`: the command it runs, and where its tests' report is read from. */
export type Stage = {
  name: string
  command: readonly [string, ...string[]]
  env?: Record<string, string>
  tests?: () => StageOutcome['tests']
}

function run(stage: Stage, cwd: string): StageOutcome {
  console.log(`\n▶ ${stage.command.join(' ')}\n`)
  const started = performance.now()
  const [program, ...args] = stage.command
  const { status } = spawnSync(program, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...stage.env },
    shell: process.platform === 'win32',
  })
  const seconds = (performance.now() - started) / 1000
  return { name: stage.name, exitCode: status ?? 1, seconds, tests: stage.tests?.() }
}

/** Runs every stage in turn, each whatever the ones before it came to (decision 0057). */
export function runStages(stages: readonly Stage[], cwd: string): StageOutcome[] {
  return stages.map((stage) => run(stage, cwd))
}

/** `npm test`'s exit code: non-zero when any stage failed. */
export const verdictExitCode = (outcomes: readonly StageOutcome[]) =>
  outcomes.every((outcome) => outcome.exitCode === 0) ? 0 : 1
