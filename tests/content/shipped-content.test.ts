// @vitest-environment node
import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { validateContent } from '@schemas/validation/validate-content.ts'
import { afterAll, describe, expect, it } from 'vitest'
import { checkContent } from '../../scripts/content-check.ts'
import { FROZEN_CONTENT_DIR, ROOT, shippedText } from './content-fixture'

const run = promisify(execFile)
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')
const SCRIPT = path.join(ROOT, 'scripts/content-check.ts')

describe('the shipped content', () => {
  it('passes every check', () => {
    const check = validateContent(shippedText)
    expect(check.ok ? [] : check.problems).toEqual([])
  })

  it('passes `npm run content:check`, run from any folder', async () => {
    const { stdout } = await run(TSX, [SCRIPT], { cwd: tmpdir() })
    // Typography notes may follow: they are a maintainer's to act on, and never fail the check.
    expect(stdout.split('\n')[0]).toBe('All 10 content files are valid.')
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
})
