// @vitest-environment node
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Metafile } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateContent } from '../../schemas/validation/validate-content.ts'
import { buildServer, SERVER_ENTRIES } from '../../scripts/build-server.ts'
import { pageAssets } from '../../server/pages/dev-page-assets.ts'
import { ROOT } from '../content/content-fixture.ts'
import { contentText, testContentRoot } from '../content-roots.ts'

const run = promisify(execFile)
const packageJson = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
const dependencies = new Set(Object.keys(packageJson.dependencies))
const devDependencies = new Set(Object.keys(packageJson.devDependencies))

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/')
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/')
}

/** Every package the bundle imports at run time, from esbuild's account of its inputs. */
function importedPackages(metafile: Metafile): Set<string> {
  const imports = Object.values(metafile.inputs).flatMap((input) => input.imports)
  return new Set(
    imports
      .filter((entry) => entry.external && !isBuiltin(entry.path))
      .map((entry) => packageOf(entry.path)),
  )
}

/** The packages an output file loads at start: its static imports, its chunks' too. */
function loadedAtStart(metafile: Metafile, output: string): Set<string> {
  const loaded = new Set<string>()
  for (const entry of metafile.outputs[output]?.imports ?? []) {
    if (entry.kind !== 'import-statement') continue
    if (entry.external) loaded.add(packageOf(entry.path))
    else for (const name of loadedAtStart(metafile, entry.path)) loaded.add(name)
  }
  return loaded
}

const peersOf = (name: string): string[] => {
  const file = path.join(ROOT, 'node_modules', name, 'package.json')
  return Object.keys(JSON.parse(readFileSync(file, 'utf8')).peerDependencies ?? {})
}

describe('the production server build (npm run build → dist-server/)', () => {
  // Inside the project, so that `node` finds node_modules from the bundle, as it does in dist-server/.
  const cache = path.join(ROOT, 'node_modules/.cache')
  mkdirSync(cache, { recursive: true })
  const outDir = mkdtempSync(path.join(cache, 'server-build-test-'))
  let metafile: Metafile
  // The content the tests run on (the frozen copy, or CONTENT_ROOT's), as the build checks it.
  const check = validateContent((name) => contentText(testContentRoot(), name))
  if (!check.ok) throw new Error('The content under test has problems: npm run content:check')
  const { content, shown } = check

  beforeAll(async () => {
    metafile = await buildServer(outDir, shown, pageAssets())
  }, 60_000)
  afterAll(() => rmSync(outDir, { recursive: true, force: true }))

  it('imports no devDependency from any entry point: `npm ci --omit=dev` is enough to run it', () => {
    const dev = [...importedPackages(metafile)].filter((name) => devDependencies.has(name))
    expect(dev).toEqual([])
    expect([...importedPackages(metafile)].filter((name) => !dependencies.has(name))).toEqual([])
  })

  it('leaves out the maintainers’ content checker and the source files it reads', () => {
    const inputs = Object.keys(metafile.inputs)
    expect(inputs.filter((input) => input.startsWith('schemas/validation/'))).toEqual([])
    expect(inputs).not.toContain('server/content.ts')
    expect(inputs).not.toContain('server/db/migration-files.ts')
    expect(inputs).toContain('server/built-content.ts')
  })

  it('lists in dependencies only what the server imports, or a peer it needs', () => {
    const imported = importedPackages(metafile)
    const peers = new Set([...imported].flatMap(peersOf))
    const unused = [...dependencies].filter((name) => !imported.has(name) && !peers.has(name))
    expect(unused).toEqual([])
  })

  it('loads the database drivers only when chosen: the serverless handler never loads PGlite', () => {
    const serverless = path.relative(ROOT, path.join(outDir, 'serverless.js'))
    const loaded = loadedAtStart(metafile, serverless)
    expect(loaded).toContain('hono')
    expect(loaded).not.toContain('@electric-sql/pglite')
    expect(loaded).not.toContain('pg')
  })

  it('has no module that asks whether it is the entry: in a bundle, every module is', () => {
    // A `process.argv[1]` check run from the bundle would start that module's command too.
    for (const name of Object.keys(SERVER_ENTRIES)) {
      const file = path.join(outDir, `${name}.js`)
      expect(readFileSync(file, 'utf8'), file).not.toContain('process.argv[1]')
    }
  })

  it('starts the watchdog’s thread from a file of its own beside the entries, never from an eval’d string', () => {
    const built = (name: string) => readFileSync(path.join(outDir, name), 'utf8')
    expect(metafile.inputs['server/watchdog-worker.ts']).toBeDefined()
    expect(built('watchdog-worker.js')).toContain('SIGKILL')
    const chunks = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'))
    for (const chunk of chunks)
      expect(readFileSync(path.join(ROOT, chunk), 'utf8')).not.toMatch(/eval:\s*true/)
  })

  it('keeps the names of the site’s files its pages link, which it was given', async () => {
    const outputs = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'))
    const node = outputs.map((file) => readFileSync(path.join(ROOT, file), 'utf8')).join('\n')
    for (const file of [...pageAssets().stylesheets, ...Object.values(pageAssets().scripts)])
      expect(node).toContain(JSON.stringify(file))
  })

  it('runs on node without tsx, with the checked content and the migrations inside', async () => {
    const dataDir = path.join(outDir, 'data/waitlist')
    const cli = path.join(outDir, 'waitlist-cli.js')
    const env = { ...process.env, WAITLIST_DATA_DIR: dataDir, DATABASE_URL: '' }
    const { stdout } = await run(process.execPath, [cli, 'export'], { env, cwd: outDir })
    const header = stdout.split('\n')[0] ?? ''
    for (const field of content.forms.waitlist.fields) expect(header).toContain(field.name)
  }, 120_000)
})
