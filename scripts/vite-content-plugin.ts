import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Logger, Plugin } from 'vite'
import {
  type ContentName,
  contentFilePath,
  contentNames,
  contentSections,
} from '../schemas/content-files.ts'
import type { ContentProblem } from '../schemas/validation/problem.ts'
import { formatSuccess } from '../schemas/validation/report.ts'
import type { ContentCheck } from '../schemas/validation/validate-content.ts'
import { ContentError } from './build-failure.ts'
import { contentNotes, contentReport, SAVE_TO_RELOAD } from './content-report.ts'
import { contentVersions } from './content-versions.ts'

const PREFIX = 'virtual:content/'
const RESOLVED_PREFIX = `\0${PREFIX}`
const OVERLAY = fileURLToPath(new URL('./content-overlay.ts', import.meta.url))
/** The dev page's strip of content notes (content-notes-strip.ts), a module of its own. */
const NOTES_MODULE = 'virtual:content-notes'
const RESOLVED_NOTES = `\0${NOTES_MODULE}`
const NOTES_STRIP = fileURLToPath(new URL('./content-notes-strip.ts', import.meta.url))

function isContentName(name: string): name is ContentName {
  return contentNames.some((known) => known === name)
}

/** `home/hero` → the hero section of home.json; a clear error for anything else. */
function parseModuleName(id: string): { file: ContentName; section: string } {
  const [file = '', section = '', ...rest] = id.split('/')
  const sections = isContentName(file) ? contentSections(file) : []
  if (!isContentName(file) || !sections.includes(section) || rest.length > 0)
    throw new ContentError(
      `Unknown content module "${PREFIX}${id}": expected ${PREFIX}<file>/<section>, with <file> one of ${contentNames.join(', ')}${isContentName(file) ? ` and <section> one of ${sections.join(', ')}` : ''}`,
    )
  return { file, section }
}

/**
 * A content module in the dev server's browser while the content is broken: the report over the
 * page. It throws so that nothing of the app runs on broken content, and has a default export only
 * so that its importers link and it gets to run.
 */
function overlayModule(report: string): string {
  return [
    `import { showContentReport } from ${JSON.stringify(OVERLAY)}`,
    `showContentReport(${JSON.stringify(report)})`,
    `throw new Error('The content needs fixing: this page lists what to fix.')`,
    'export default undefined',
  ].join('\n')
}

/**
 * Serves each top-level section of each content file as `virtual:content/<file>/<section>`,
 * validated with its zod schema and the cross-file checks, so a page ships only the sections it
 * shows. Broken content fails the build with the report, once; on the dev server the terminal
 * shows the report once per broken save and the browser shows it in place of the page. Notes on
 * valid content never stop anything: the dev server's terminal prints them on each save that has
 * some, and its pages show them in a strip (scripts/build.ts prints them after a build).
 */
export function contentPlugin(root: string): Plugin {
  const checkVersion = contentVersions(root)
  let serving = false
  let devLogger: Logger | undefined
  let brokenLogged = false
  const check = (logger?: Logger): ContentCheck => {
    const { check, isNew } = checkVersion()
    if (!logger || !isNew) return check
    if (!check.ok) logger.error(report(check.problems), { timestamp: true })
    else if (brokenLogged) logger.info(formatSuccess(contentNames.length), { timestamp: true })
    if (check.ok && check.warnings.length > 0)
      logger.warn(contentNotes(check.warnings, root), { timestamp: true })
    brokenLogged = !check.ok
    return check
  }
  const report = (problems: readonly ContentProblem[]) =>
    contentReport(problems, root, serving ? SAVE_TO_RELOAD : undefined)
  const contentDir = path.join(root, 'schemas', 'content') + path.sep
  return {
    name: 'restwell-content',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve'
      if (serving) devLogger = config.logger
    },
    buildStart() {
      // Before any module is loaded: each one would otherwise fail the build with the same report.
      if (serving) return
      const outcome = check()
      if (!outcome.ok) throw new ContentError(report(outcome.problems))
    },
    resolveId(id) {
      return id.startsWith(PREFIX) || id === NOTES_MODULE ? `\0${id}` : undefined
    },
    load(id) {
      if (id === RESOLVED_NOTES) {
        const outcome = check(devLogger)
        const notes = outcome.ok ? contentNotes(outcome.warnings, root) : ''
        return `import { showContentNotes } from ${JSON.stringify(NOTES_STRIP)}\nshowContentNotes(${JSON.stringify(notes)})`
      }
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined
      const { file, section } = parseModuleName(id.slice(RESOLVED_PREFIX.length))
      for (const known of contentNames) this.addWatchFile(path.join(root, contentFilePath(known)))
      const outcome = check(devLogger)
      if (outcome.ok) {
        const content: Record<string, unknown> = outcome.content[file]
        return `export default ${JSON.stringify(content[section])}`
      }
      const text = report(outcome.problems)
      if (serving && this.environment.config.consumer === 'client') return overlayModule(text)
      throw new ContentError(text)
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () =>
        serving
          ? [
              {
                tag: 'script',
                attrs: { type: 'module', src: `/@id/__x00__${NOTES_MODULE}` },
                injectTo: 'body',
              },
            ]
          : [],
    },
    configureServer(server) {
      // A maintainer who starts the dev server on broken content hears of it at once.
      server.httpServer?.once('listening', () => check(server.config.logger))
    },
    // A saved content file: every content module is read again and the page reloads, once. Vite's
    // own update of the 40 modules that import them would only log a line and be reloaded over.
    hotUpdate({ file }) {
      if (!path.resolve(file).startsWith(contentDir)) return undefined
      const { moduleGraph } = this.environment
      for (const [id, module] of moduleGraph.idToModuleMap)
        if (id.startsWith(RESOLVED_PREFIX) || id === RESOLVED_NOTES)
          moduleGraph.invalidateModule(module)
      if (this.environment.name === 'client') {
        check(devLogger)
        this.environment.hot.send({ type: 'full-reload' })
      }
      return []
    },
  }
}
