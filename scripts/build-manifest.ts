import { readFileSync } from 'node:fs'
import path from 'node:path'

/** One entry of Vite's build manifest (build.manifest: true). */
type Chunk = {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type BuildManifest = Record<string, Chunk>

export function readBuildManifest(outDir: string): BuildManifest {
  return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'))
}

/** The chunks a chunk needs before it runs: itself and everything it imports statically. */
function staticClosure(manifest: BuildManifest, key: string, seen = new Set<string>()): Chunk[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [chunk, ...(chunk.imports ?? []).flatMap((name) => staticClosure(manifest, name, seen))]
}

/**
 * The manifest key of a route's page chunk (src/components/layout/route-page.tsx): route "/"
 * has its page in src/routes/-pages/home.tsx, "/our-story" in src/routes/-pages/our-story.tsx.
 */
export function routeChunkKey(routeId: string): string {
  const file = routeId === '/' ? 'home' : routeId.slice(1)
  return `src/routes/-pages/${file}.tsx`
}

export type PageAssets = {
  /** The entry script first, then every chunk it or the page's route imports statically. */
  scripts: string[]
  /** The shell (scripts/shell-chunk.ts): React and the app's start, run a task before the entry. */
  shell: string
  /** The entry's CSS: every page needs it for its first paint. */
  entryCss: string[]
  /** CSS that only the page's route chunk brings. */
  routeCss: string[]
}

/**
 * Deferred code a page's first moments need, by route: the quiz's question form, which its first
 * tap or key reaches for (src/features/quiz/deferred-steps.ts). It is fetched with the page, and
 * still hydrates only when asked for.
 */
export const STARTS_WITH: Record<string, string[]> = {
  '/quiz': ['src/features/quiz/quiz-steps.ts'],
}

/** The JavaScript and CSS files (site paths) a first visit of a page needs before it is interactive. */
export function pageAssets(manifest: BuildManifest, routeId: string | undefined): PageAssets {
  const entryKey = 'index.html'
  if (!manifest[entryKey]) throw new Error('The build manifest has no entry chunk for index.html')
  const seen = new Set<string>()
  const entryChunks = staticClosure(manifest, entryKey, seen)
  const shell = entryChunks.find((chunk) => chunk.name === 'shell')
  if (!shell) throw new Error('The entry chunk does not import a chunk named "shell"')
  let routeChunks: Chunk[] = []
  if (routeId !== undefined) {
    const key = routeChunkKey(routeId)
    if (!manifest[key]) throw new Error(`No chunk for route ${routeId} in the build (${key})`)
    routeChunks = staticClosure(manifest, key, seen)
    for (const source of STARTS_WITH[routeId] ?? []) {
      if (!manifest[source]) throw new Error(`No chunk for ${source} in the build`)
      routeChunks.push(...staticClosure(manifest, source, seen))
    }
  }
  const sitePaths = (files: string[]) => [...new Set(files)].map((file) => `/${file}`)
  const cssOf = (chunks: Chunk[]) => sitePaths(chunks.flatMap((chunk) => chunk.css ?? []))
  return {
    scripts: sitePaths([...entryChunks, ...routeChunks].map((chunk) => chunk.file)),
    shell: `/${shell.file}`,
    entryCss: cssOf(entryChunks),
    routeCss: cssOf(routeChunks),
  }
}
