import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { routeChunkKey, STARTS_WITH } from './build-manifest.ts'

const REPO = fileURLToPath(new URL('..', import.meta.url))

type ModuleGraph = {
  getModuleInfo(id: string): {
    importers: readonly string[]
    dynamicImporters: readonly string[]
    importedIds: readonly string[]
  } | null
}

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): compile every
 * function of the file while it downloads, on a background thread. Without it V8 compiles each
 * function on the main thread the first time it runs, and hydration runs most of React and the
 * shell at once: that compiling was most of the long tasks after a first paint.
 */
const COMPILE_ON_LOAD = '//# allFunctionsCalledOnLoad'

/** The chunk every page runs as it starts, and nearly all of its code: compiled ahead. */
export const compileOnLoadBanner = ({ name }: { name: string }) =>
  name === 'shell' ? COMPILE_ON_LOAD : ''

/** React itself, which every page starts with. */
const isReact = (id: string) => /\/node_modules\/(react|react-dom|scheduler)\//.test(id)

/** Shared building blocks of pages, and the site-wide copy, as opposed to a feature's own parts. */
const isSharedUi = (id: string) =>
  /\/src\/(components|lib)\//.test(id) || id.startsWith('\0virtual:content/site/')

/**
 * Shared UI of the pages a visitor rarely meets (404, the error view, the no-JavaScript sign-up's
 * answer): left out of the shell, it loads, as a small chunk, with those pages alone.
 */
const isRarePagesUi = (id: string) => id.endsWith('/src/components/layout/status-page.tsx')

/**
 * Rolldown's chunking, told what it cannot see: every page starts the app before any route or
 * deferred chunk. Left alone, it gives each module the app shares with a lazy chunk a small
 * chunk of its own (the router, a helper…), and each costs a request and compresses apart. Here:
 * - `shell`: React, everything the app's start imports statically, and the shared UI the start of
 *   every page needs. React and the router in one file compress 0.47 KiB smaller than apart, and
 *   a chunk of React's own never ran React earlier: its CommonJS runs when the app's start first
 *   imports it (docs/decisions/0043);
 * - `page-parts`: the rest of the shared UI a page's start needs (buttons, icons…), one chunk
 *   loaded with the pages that start with some of it. `/`, whose sections are all deferred parts,
 *   starts without it (docs/decisions/0036);
 * - `<page>-start`: on a page that starts with deferred code besides its route (the quiz and its
 *   question form, build-manifest.ts's STARTS_WITH), what that start shares with later parts
 *   (the form library, zod, small helpers). Left to rolldown it came in 12 chunks of its own, and
 *   a first visit over HTTP/1.1 (six connections to a host) fetched the quiz's 18 files in three
 *   rounds: on a slow phone each round is a request's latency, 0.56 s on Slow 4G;
 * - what one route or part alone uses stays in its own chunk.
 */
export function shellChunk(start: string, routePagesFolder: string) {
  const entryId = path.resolve(start)
  const routePages = `${path.resolve(routePagesFolder)}/`
  const everyPage = readdirSync(routePages, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => `${routePages}${file}`)
  const known = new Map<string, Set<string>>()

  /** The chunk roots (the entry, each lazily imported module) whose static imports reach `id`. */
  const rootsReaching = (id: string, graph: ModuleGraph, visiting = new Set<string>()) => {
    const cached = known.get(id)
    if (cached) return cached
    const roots = new Set<string>()
    if (visiting.has(id)) return roots
    visiting.add(id)
    const info = graph.getModuleInfo(id)
    if (id === entryId || (info?.dynamicImporters.length ?? 0) > 0) roots.add(id)
    for (const importer of info?.importers ?? [])
      for (const root of rootsReaching(importer, graph, visiting)) roots.add(root)
    known.set(id, roots)
    return roots
  }

  /**
   * Whether a chunk root is code some page starts with: the entry, or a route's page
   * (src/routes/-pages/), which the page's start-up script loads (build-manifest.ts). Shared UI
   * that only later parts use (the toasts of the waitlist form and of the quiz result's share
   * button) stays out of the shell and page-parts: rolldown gives it a chunk of its own, loaded
   * with those parts.
   */
  const startsAPage = (root: string) => root === entryId || root.startsWith(routePages)

  /**
   * Whether `id` imports a package the app's start does not: a shared helper over a library only
   * some parts use (the data client over TanStack Query, say) must not pull it into the shell.
   */
  const bringsPackagesOfItsOwn = (id: string, graph: ModuleGraph) =>
    (graph.getModuleInfo(id)?.importedIds ?? []).some(
      (imported) =>
        imported.includes('/node_modules/') && !rootsReaching(imported, graph).has(entryId),
    )

  /** Shared UI more than one chunk needs, a page's start among them: the roots that reach it. */
  const pagesSharing = (id: string, graph: ModuleGraph): Set<string> | undefined => {
    if (!isSharedUi(id) || isRarePagesUi(id) || bringsPackagesOfItsOwn(id, graph)) return
    const roots = rootsReaching(id, graph)
    return roots.size > 1 && [...roots].some(startsAPage) ? roots : undefined
  }

  /** Each page that starts with more than its route: its chunk's name, and the roots it starts with. */
  const pageStarts = Object.entries(STARTS_WITH).map(([routeId, sources]) => ({
    name: `${path.basename(routeChunkKey(routeId), '.tsx')}-start`,
    roots: [routeChunkKey(routeId), ...sources].map((file) => path.join(REPO, file)),
  }))

  /** The shell's name for `id`, or null: React, the app's start, and shared UI every page starts with. */
  const shellName = (id: string, graph: ModuleGraph) => {
    if (isReact(id) || rootsReaching(id, graph).has(entryId)) return 'shell'
    const roots = pagesSharing(id, graph)
    return roots && everyPage.every((page) => roots.has(page)) ? 'shell' : null
  }
  const inPageParts = (id: string, graph: ModuleGraph) => pagesSharing(id, graph) !== undefined

  /** `id` and what a group capturing it takes along: its static imports no group before it takes. */
  const takenWith = (id: string, graph: ModuleGraph, taken = new Set<string>()) => {
    if (taken.has(id) || shellName(id, graph) || inPageParts(id, graph)) return taken
    taken.add(id)
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? [])
      takenWith(imported, graph, taken)
    return taken
  }

  /** The start chunk `id` belongs in: shared code of a page's start that no other page starts with. */
  const pageStartOf = (id: string, graph: ModuleGraph) => {
    const roots = rootsReaching(id, graph)
    if (roots.size < 2) return null
    const start = pageStarts.find((page) => page.roots.some((root) => roots.has(root)))
    if (!start) return null
    // Another page would fetch this one's start with it.
    const startsAnother = (root: string) => startsAPage(root) && !start.roots.includes(root)
    const sharedWithAnother = [...takenWith(id, graph)].some((module) =>
      [...rootsReaching(module, graph)].some(startsAnother),
    )
    return sharedWithAnother ? null : start.name
  }

  // A group of higher priority takes its modules first, and with them what they import.
  return {
    groups: [
      { debugName: 'shell', name: shellName, priority: 2 },
      {
        debugName: 'page-parts',
        name: (id: string, graph: ModuleGraph) => (inPageParts(id, graph) ? 'page-parts' : null),
        priority: 1,
      },
      { debugName: 'page start', name: pageStartOf, priority: 0 },
    ],
  }
}
