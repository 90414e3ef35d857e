// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build, createServer } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { contentPlugin } from '../../scripts/vite-content-plugin.ts'
import { at, type Mistake, ROOT } from './content-fixture'

const mistake: Mistake = { file: 'quiz', from: '"type": "multiple"', to: '"type": "triple"' }
const problem = `${at(mistake, '"triple"')} questions[4].type: expected "single" or "multiple", found "triple"`

/** A throwaway project root holding a copy of the shipped content. */
function projectWithContent() {
  const root = mkdtempSync(path.join(tmpdir(), 'restwell-plugin-'))
  cpSync(path.join(ROOT, 'schemas/content'), path.join(root, 'schemas/content'), {
    recursive: true,
  })
  const quizFile = path.join(root, 'schemas/content/quiz.json')
  const shipped = readFileSync(quizFile, 'utf8')
  return {
    root,
    breakQuiz: () => writeFileSync(quizFile, shipped.replace(mistake.from, mistake.to)),
    fixQuiz: () => writeFileSync(quizFile, shipped),
  }
}

describe('the Vite content plugin', () => {
  const project = projectWithContent()
  afterAll(() => rmSync(project.root, { recursive: true, force: true }))

  it('names the files and sections it has when asked for one it has not', async () => {
    const building = build({
      root: project.root,
      configFile: false,
      logLevel: 'silent',
      plugins: [contentPlugin(project.root)],
      build: { write: false, rollupOptions: { input: 'virtual:content/quiz/questionz' } },
    })
    await expect(building).rejects.toThrow(
      'Unknown content module "virtual:content/quiz/questionz": expected virtual:content/<file>/<section>',
    )
  }, 30_000)

  it('fails the build with the formatted problem lines', async () => {
    project.breakQuiz()
    const building = build({
      root: project.root,
      configFile: false,
      logLevel: 'silent',
      plugins: [contentPlugin(project.root)],
      build: { write: false, rollupOptions: { input: 'virtual:content/quiz/questions' } },
    })
    await expect(building).rejects.toThrow(problem)
  }, 30_000)

  it('shows the problem in the dev server and recovers once the file is fixed', async () => {
    project.breakQuiz()
    const server = await createServer({
      root: project.root,
      configFile: false,
      logLevel: 'silent',
      server: { middlewareMode: true, ws: false, watch: null },
      plugins: [contentPlugin(project.root)],
    })
    try {
      await expect(server.ssrLoadModule('virtual:content/quiz/questions')).rejects.toThrow(problem)
      project.fixQuiz()
      const loaded = await server.ssrLoadModule('virtual:content/quiz/progress')
      const shipped = JSON.parse(
        readFileSync(path.join(project.root, 'schemas/content/quiz.json'), 'utf8'),
      )
      expect(loaded.default).toEqual(shipped.progress)
    } finally {
      await server.close()
    }
  }, 30_000)
})
