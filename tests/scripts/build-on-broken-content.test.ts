// @vitest-environment node
import { execFile } from 'node:child_process'
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkContent } from '../../scripts/content-check.ts'
import { applyMistake, FROZEN_CONTENT_DIR, type Mistake, ROOT } from '../content/content-fixture.ts'

type Run = { code: number; stdout: string; stderr: string }

/** `npm run build` of the content under `contentRoot` into `outDir`, as a maintainer runs it. */
function build(contentRoot: string, outDir: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts', '--outDir', outDir],
      { cwd: ROOT, env: { ...process.env, CONTENT_ROOT: contentRoot } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

/** Every file under `dir` with its text. */
function filesIn(dir: string): Record<string, string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true })
  return Object.fromEntries(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name)
        return [path.relative(dir, file), readFileSync(file, 'utf8')]
      }),
  )
}

describe('a build of content with a mistake', () => {
  const project = mkdtempSync(path.join(tmpdir(), 'restwell-broken-build-'))
  afterAll(() => rmSync(project, { recursive: true, force: true }))

  it('prints what `npm run content:check` prints, no stack, and leaves the last build as it was', async () => {
    const contentDir = path.join(project, 'schemas/content')
    cpSync(FROZEN_CONTENT_DIR, contentDir, { recursive: true })
    const mistake: Mistake = { file: 'quiz', from: '"type": "multiple"', to: '"type": "triple"' }
    writeFileSync(path.join(contentDir, 'quiz.json'), applyMistake(mistake))
    // The last good build, as a maintainer's dist/ holds it.
    const outDir = path.join(project, 'dist')
    mkdirSync(path.join(outDir, 'assets'), { recursive: true })
    writeFileSync(path.join(outDir, 'index.html'), '<!doctype html><title>Last build</title>')
    writeFileSync(path.join(outDir, 'sw.js'), '// the last build’s service worker')
    writeFileSync(path.join(outDir, 'assets/app-1234.js'), 'console.log(1)')
    const lastBuild = filesIn(outDir)

    const { code, stdout, stderr } = await build(project, outDir)

    expect(code).toBe(1)
    expect(`${stdout}${stderr}`.trim()).toBe(checkContent(project).output)
    expect(filesIn(outDir)).toEqual(lastBuild)
  }, 120_000)
})
