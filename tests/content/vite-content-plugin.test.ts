// @vitest-environment node
import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { contentFilePath } from '@schemas/content-files.ts'
import {
  build,
  createFilter,
  createLogger,
  createServer,
  type Logger,
  type Plugin,
  resolveConfig,
} from 'vite'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { explainBuildFailure } from '../../scripts/build-failure.ts'
import { contentPlugin } from '../../scripts/vite-content-plugin.ts'
import { testContentRoot } from '../content-roots'
import { applyMistake, at, FROZEN_CONTENT_DIR, type Mistake, ROOT } from './content-fixture'

const mistake: Mistake = { file: 'quiz', from: '"type": "multiple"', to: '"type": "triple"' }
const problem = 'questions[4].type: expected "single" or "multiple", found "triple"'

/** The report as the build and the dev server print it: the file as an absolute path. */
function reportIn(root: string, nextStep: string): string {
  return [
    'Found 1 problem in the content:',
    '',
    `${path.join(root, at(mistake, '"triple"'))} ${problem}`,
    '',
    '1 problem in 1 file (quiz.json).',
    nextStep,
  ].join('\n')
}

const STACK_FRAME = /^\s*at /m

/** A dev server of the content plugin alone, on `root`'s content, telling `logger`. */
function devServerOn(root: string, logger: Logger) {
  return createServer({
    root,
    configFile: false,
    customLogger: logger,
    server: { middlewareMode: true, ws: false, watch: null },
    plugins: [contentPlugin(root)],
  })
}

/** A throwaway project root holding a copy of the frozen content, with `mistakes` made in it. */
function projectWithContent(...mistakes: Mistake[]) {
  const root = mkdtempSync(path.join(tmpdir(), 'restwell-plugin-'))
  cpSync(FROZEN_CONTENT_DIR, path.join(root, 'schemas/content'), {
    recursive: true,
  })
  for (const made of mistakes)
    writeFileSync(path.join(root, contentFilePath(made.file)), applyMistake(made))
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

  it('fails the build once, before any module, with the report and no stack', async () => {
    project.breakQuiz()
    const failure = await build({
      root: project.root,
      configFile: false,
      logLevel: 'silent',
      plugins: [contentPlugin(project.root)],
      build: {
        write: false,
        rollupOptions: {
          input: ['virtual:content/quiz/questions', 'virtual:content/quiz/progress'],
        },
      },
    }).then(
      () => undefined,
      (error: unknown) => error,
    )
    const report = reportIn(
      project.root,
      'Open each file at the line:column shown, fix it, then run `npm run content:check` again.',
    )
    expect(explainBuildFailure(failure)).toBe(report)
    expect(String(failure).split('Found 1 problem').length - 1).toBe(1)
    expect(String(failure)).not.toMatch(STACK_FRAME)
  }, 30_000)

  it('shows the report in the browser and once in the terminal, and recovers once the file is fixed', async () => {
    project.breakQuiz()
    const logger = createLogger('silent')
    const logged = vi.spyOn(logger, 'error')
    const told = vi.spyOn(logger, 'info')
    const server = await devServerOn(project.root, logger)
    const report = reportIn(
      project.root,
      'Open each file at the line:column shown and fix it: the page reloads by itself once you save.',
    )
    try {
      const browser = server.environments.client
      const questions = await browser.transformRequest('virtual:content/quiz/questions')
      await browser.transformRequest('virtual:content/home/hero')
      expect(questions?.code).toContain(`showContentReport(${JSON.stringify(report)})`)
      expect(logged.mock.calls).toEqual([[report, { timestamp: true }]])
      const failure = await server.ssrLoadModule('virtual:content/quiz/questions').then(
        () => undefined,
        (error: unknown) => error,
      )
      expect(failure).toMatchObject({ name: 'ContentError', message: report })
      expect(failure).not.toHaveProperty('stack', expect.stringMatching(STACK_FRAME))

      project.fixQuiz()
      const loaded = await server.ssrLoadModule('virtual:content/quiz/progress')
      const shipped = JSON.parse(
        readFileSync(path.join(project.root, 'schemas/content/quiz.json'), 'utf8'),
      )
      expect(loaded.default).toEqual(shipped.progress)
      expect(told).toHaveBeenCalledWith('All 10 content files are valid.', { timestamp: true })
    } finally {
      await server.close()
    }
  }, 30_000)
})

describe('a saved content file in the dev server', () => {
  it('reloads the page once, and leaves Vite no module to update, so no "hmr update" line', async () => {
    // After every plugin of the site's own: the modules Vite would still update, and log.
    let left: (modules: readonly string[]) => void = () => {}
    const leftToVite = new Promise<readonly string[]>((resolve) => {
      left = resolve
    })
    const after: Plugin = {
      name: 'what-vite-is-left',
      hotUpdate({ modules }) {
        if (this.environment.name === 'client') left(modules.map((module) => module.url))
      },
    }
    const server = await createServer({
      root: ROOT,
      configFile: path.join(ROOT, 'vite.config.ts'),
      customLogger: createLogger('silent'),
      server: { middlewareMode: true, ws: false, watch: null },
      plugins: [after],
    })
    const sent = vi.spyOn(server.environments.client.hot, 'send')
    try {
      // A component that reads content, as a page loads it.
      await server.environments.client.transformRequest('/src/components/layout/site-footer.tsx')
      server.watcher.emit('change', path.join(testContentRoot(), contentFilePath('site')))
      expect(await leftToVite).toEqual([])
      expect(sent.mock.calls).toEqual([[{ type: 'full-reload' }]])
    } finally {
      await server.close()
    }
  }, 60_000)
})

describe('a build or a browser-test run beside the dev server', () => {
  it('writes where the dev server does not watch (dist/, dist-*/), so it reloads no page for it', async () => {
    const { server } = await resolveConfig(
      { configFile: path.join(ROOT, 'vite.config.ts') },
      'serve',
    )
    const ignored = [server.watch?.ignored ?? []].flat().filter((glob) => typeof glob === 'string')
    // Read with Vite's own glob matching, as its watcher reads the setting.
    const watched = createFilter(null, ignored, { resolve: ROOT })
    const written = [
      'dist',
      'dist-endpoint',
      'dist-edited-content',
      'dist-server-data',
      'test-results',
    ]
    for (const folder of written)
      expect(watched(path.join(ROOT, folder, 'index.html')), folder).toBe(false)
    for (const file of ['src/main.tsx', 'index.html', 'schemas/content/home.json'])
      expect(watched(path.join(ROOT, file)), file).toBe(true)
  }, 30_000)
})

describe('notes on valid content (a straight apostrophe) never stop anything', () => {
  const straight: Mistake = {
    file: 'messages',
    from: '"title": "You’re on the list!"',
    to: `"title": "You're on the list!"`,
  }
  const apostrophe = "a straight apostrophe ('): write the curly ’ instead (‘ and ’ around a quote)"
  const noteIn = (root: string) =>
    `${path.join(root, at(straight, "'"))} waitlist.confirmation.title: ${apostrophe}`
  const BACK = '"back": "Back"'

  it("are printed in the dev server's terminal on each save that has some, and shown on its pages", async () => {
    const project = projectWithContent(straight)
    const logger = createLogger('silent')
    const warned = vi.spyOn(logger, 'warn')
    const server = await devServerOn(project.root, logger)
    try {
      const browser = server.environments.client
      await browser.transformRequest('virtual:content/home/hero')
      expect(warned).toHaveBeenCalledTimes(1)
      expect(warned.mock.calls[0]?.[0]).toMatch(/^\d+ content notes? \(the site still builds/)
      expect(warned.mock.calls[0]?.[0]).toContain(noteIn(project.root))
      const strip = await browser.transformRequest('virtual:content-notes')
      expect(strip?.code).toContain('showContentNotes(')
      expect(strip?.code).toContain(JSON.stringify(noteIn(project.root)).slice(1, -1))

      const quizFile = path.join(project.root, 'schemas/content/quiz.json')
      writeFileSync(quizFile, readFileSync(quizFile, 'utf8').replace(BACK, `"back": "Don't go"`))
      await browser.transformRequest('virtual:content/quiz/progress')
      expect(warned).toHaveBeenCalledTimes(2)
      expect(warned.mock.calls[1]?.[0]).toContain(`emailStep.back: ${apostrophe}`)
    } finally {
      await server.close()
      rmSync(project.root, { recursive: true, force: true })
    }
  }, 30_000)

  it('are printed once at the end of `npm run build`, which succeeds, and says nothing else of note', async () => {
    const project = projectWithContent(straight)
    const outDir = path.join(project.root, 'dist')
    try {
      const { code, stdout, stderr } = await new Promise<{
        code: number
        stdout: string
        stderr: string
      }>((resolve) => {
        execFile(
          process.execPath,
          ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts', '--outDir', outDir],
          { cwd: ROOT, env: { ...process.env, CONTENT_ROOT: project.root } },
          (error, stdout, stderr) =>
            resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        )
      })
      expect(code).toBe(0)
      // Rolldown's yellow block on plugins' share of the build time, which the build means.
      expect(`${stdout}${stderr}`).not.toContain('PLUGIN_TIMINGS')
      const lines = stdout.trimEnd().split('\n')
      const heading = lines.findIndex((line) =>
        /^\d+ content notes? \(the site still builds/.test(line),
      )
      expect(heading, stdout).toBeGreaterThan(0)
      expect(lines.filter((line) => line === noteIn(project.root))).toHaveLength(1)
      // Last, after everything else the build says.
      expect(lines.slice(heading + 1).every((line) => line.includes('.json:'))).toBe(true)
    } finally {
      rmSync(project.root, { recursive: true, force: true })
    }
  }, 120_000)
})
