// @vitest-environment node
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runStages, verdictExitCode } from './run-stages'

const node = (script: string) => [process.execPath, '-e', script] as const

describe("npm test's stages", () => {
  it('all run when one before them failed, and the verdict fails with it', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'verdict-stages-'))
    const ran = path.join(folder, 'browser-tests-ran')
    const outcomes = runStages(
      [
        { name: 'test:unit', command: node('process.exit(3)') },
        {
          name: 'test:e2e',
          command: node(`require('node:fs').writeFileSync(${JSON.stringify(ran)}, '')`),
          tests: () => ({ passed: 1, failed: [] }),
        },
      ],
      folder,
    )
    expect(outcomes.map(({ name, exitCode, tests }) => ({ name, exitCode, tests }))).toEqual([
      { name: 'test:unit', exitCode: 3, tests: undefined },
      { name: 'test:e2e', exitCode: 0, tests: { passed: 1, failed: [] } },
    ])
    expect(existsSync(ran)).toBe(true)
    expect(verdictExitCode(outcomes)).toBe(1)
  })

  it('pass the verdict only when every one passed', () => {
    const outcomes = runStages([{ name: 'content:check', command: node('') }], tmpdir())
    expect(verdictExitCode(outcomes)).toBe(0)
  })
})
