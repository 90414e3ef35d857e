// @vitest-environment node
import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { checkContent } from '../../scripts/content-check.ts'
import { FROZEN_CONTENT_DIR, ROOT } from './content-fixture'

const run = promisify(execFile)
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')
const SCRIPT = path.join(ROOT, 'scripts/content-check.ts')

describe('npm run content:check', () => {
  it("checks this repository's content, run from any folder", async () => {
    // Whatever the content says today: the command run elsewhere says what the check says here.
    const env = { ...process.env, CONTENT_ROOT: '' }
    const outcome = await run(TSX, [SCRIPT], { cwd: tmpdir(), env }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: unknown) => error,
    )
    const { exitCode, output } = checkContent(ROOT)
    expect(outcome).toMatchObject({ code: exitCode, stdout: `${output}\n` })
  }, 30_000)
})

describe('content:check on broken content', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'restwell-content-'))
  cpSync(FROZEN_CONTENT_DIR, path.join(root, 'schemas/content'), {
    recursive: true,
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  const quizFile = path.join(root, 'schemas/content/quiz.json')
  const quiz = readFileSync(quizFile, 'utf8')
  writeFileSync(
    quizFile,
    quiz.replace('"type": "multiple"', '"type": "triple"').replace('{total}', '{totl}'),
  )

  it('lists every problem between a header and a summary, and fails', () => {
    const { exitCode, output } = checkContent(root)
    expect(exitCode).toBe(1)
    expect(output.split('\n')).toEqual([
      'Found 2 problems in the content:',
      '',
      expect.stringMatching(/^schemas\/content\/quiz\.json:\d+:\d+ progress\.questionOf: unknown/),
      expect.stringMatching(/^schemas\/content\/quiz\.json:\d+:\d+ questions\[4\]\.type: expected/),
      '',
      '2 problems in 1 file (quiz.json).',
      'Open each file at the line:column shown, fix it, then run `npm run content:check` again.',
    ])
  })

  it('exits with 1 and prints the same report when run as a command', async () => {
    const failure = await run(TSX, [SCRIPT, root], { cwd: tmpdir() }).catch(
      (error: unknown) => error,
    )
    expect(failure).toMatchObject({ code: 1, stdout: `${checkContent(root).output}\n` })
  }, 30_000)

  it('checks the copy CONTENT_ROOT names, as the build does', async () => {
    const env = { ...process.env, CONTENT_ROOT: root }
    const failure = await run(TSX, [SCRIPT], { cwd: tmpdir(), env }).catch(
      (error: unknown) => error,
    )
    expect(failure).toMatchObject({ code: 1, stdout: `${checkContent(root).output}\n` })
  }, 30_000)
})
