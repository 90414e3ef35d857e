// @vitest-environment node
// The README and the guides in docs/ stay true: the commands they name exist, their links lead
// somewhere, the code's pointers into them find their headings, and the tables that list what the
// code has (the server's settings, the decision records) list all of it.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import GithubSlugger from 'github-slugger'
import { describe, expect, it } from 'vitest'
import { FUNNEL_ENGINE_SETTINGS } from '../../contract/funnel-engine.ts'
import { ROOT } from './dockerfile.ts'

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const GUIDES = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]
const scripts = Object.keys(JSON.parse(read('package.json')).scripts)

/** A guide's headings as GitHub links them (`#the-waitlist-server`). */
function anchorsOf(file: string): Set<string> {
  const slugger = new GithubSlugger()
  const headings = read(file)
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
  return new Set(headings.map((line) => slugger.slug(line.replace(/^#+ /, ''))))
}

/** Every file under `folder` whose name ends in one of `endings`. */
function sourceFiles(folder: string, endings: string[]): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => endings.some((ending) => name.endsWith(ending)))
    .map((name) => `${folder}/${name}`)
}

describe('the README and the guides', () => {
  it('let a newcomer read the README in minutes: at most 300 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(300)
  })

  it('name only commands package.json has', () => {
    const named = GUIDES.flatMap((file) =>
      [...read(file).matchAll(/npm run ([\w:-]+)/g)].map((match) => ({ file, script: match[1] })),
    )
    expect(named.length).toBeGreaterThan(10)
    expect(named.filter(({ script }) => !scripts.includes(script ?? ''))).toEqual([])
  })

  it('link to files and headings that exist', () => {
    const broken = GUIDES.flatMap((file) =>
      [...read(file).matchAll(/\]\(([^)\s]+)\)/g)]
        .map((match) => match[1] ?? '')
        .filter((link) => !/^[a-z]+:/.test(link))
        .filter((link) => {
          const [target = '', anchor] = link.split('#')
          const linked = target ? path.posix.join(path.posix.dirname(file), target) : file
          if (!existsSync(path.join(ROOT, linked))) return true
          return anchor !== undefined && GUIDES.includes(linked) && !anchorsOf(linked).has(anchor)
        })
        .map((link) => `${file}: ${link}`),
    )
    expect(broken).toEqual([])
  })

  it('have every heading the code points to as (docs/<guide>.md, "<heading>")', () => {
    const code = ['server', 'src', 'scripts', 'schemas', 'tests'].flatMap((folder) =>
      sourceFiles(folder, ['.ts', '.tsx', '.mjs']),
    )
    const pointers = code.flatMap((file) =>
      [...read(file).matchAll(/\((docs\/[\w-]+\.md), "([^"]+)"/g)].map((match) => ({
        file,
        guide: match[1] ?? '',
        heading: match[2] ?? '',
      })),
    )
    expect(pointers.length).toBeGreaterThan(3)
    const lost = pointers.filter(
      ({ guide, heading }) =>
        !GUIDES.includes(guide) || !anchorsOf(guide).has(new GithubSlugger().slug(heading)),
    )
    expect(lost).toEqual([])
  })

  it('list every setting the server reads in the waitlist server guide', () => {
    const serverFiles = readdirSync(path.join(ROOT, 'server'), {
      recursive: true,
      encoding: 'utf8',
    })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => read(path.join('server', file)))
    const settings = new Set(
      serverFiles.flatMap((source) =>
        [...source.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]),
      ),
    )
    const guide = read('docs/waitlist-server.md')
    expect([...settings].filter((name) => !guide.includes(`| \`${name}\` |`))).toEqual([])
  })

  it('list every build setting in the deploying guide', () => {
    const guide = read('docs/deploying.md')
    const settings = [
      'SITE_URL',
      'VITE_WAITLIST_ENDPOINT',
      'CONTENT_ROOT',
      ...FUNNEL_ENGINE_SETTINGS,
    ]
    expect(settings.filter((name) => !guide.includes(`| \`${name}\` |`))).toEqual([])
  })

  it('index every decision record in the architecture guide', () => {
    const index = read('docs/architecture.md')
    const records = readdirSync(path.join(ROOT, 'docs/decisions'))
    expect(records.filter((name) => !index.includes(`(decisions/${name})`))).toEqual([])
  })
})
