import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import {
  type Content,
  type ContentName,
  contentFilePath,
  contentNames,
  contentSections,
} from '../schemas/content-files.ts'
import { formatReport } from '../schemas/validation/report.ts'
import { validateContent } from '../schemas/validation/validate-content.ts'

const PREFIX = 'virtual:content/'
const RESOLVED_PREFIX = `\0${PREFIX}`

export class ContentError extends Error {
  override name = 'ContentError'
}

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
 * Serves each top-level section of each content file as `virtual:content/<file>/<section>`,
 * validated with its zod schema and the cross-file checks, so a page ships only the sections it
 * shows. Bad content fails the build and shows in the dev overlay, never in a page.
 */
export function contentPlugin(root: string): Plugin {
  const read = (name: ContentName) => readFileSync(path.join(root, contentFilePath(name)), 'utf8')
  // Validating walks every quiz answer set; do it once per version of the files, not per module.
  let cached: { texts: string; content: Content } | undefined
  const loadContent = (): Content => {
    const texts = contentNames.map(read).join('\0')
    if (cached?.texts === texts) return cached.content
    const check = validateContent(read)
    if (check.ok) {
      cached = { texts, content: check.content }
      return check.content
    }
    throw new ContentError(formatReport(check.problems))
  }
  const reloadOnContentChange = (server: ViteDevServer, file: string) => {
    if (!file.startsWith(path.join(root, 'schemas', 'content'))) return
    for (const [id, module] of server.moduleGraph.idToModuleMap)
      if (id.startsWith(RESOLVED_PREFIX)) server.moduleGraph.invalidateModule(module)
    server.ws.send({ type: 'full-reload' })
  }

  return {
    name: 'restwell-content',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined
      const { file, section } = parseModuleName(id.slice(RESOLVED_PREFIX.length))
      for (const known of contentNames) this.addWatchFile(path.join(root, contentFilePath(known)))
      const content: Record<string, unknown> = loadContent()[file]
      return `export default ${JSON.stringify(content[section])}`
    },
    configureServer(server) {
      server.watcher.on('change', (file) => reloadOnContentChange(server, file))
    },
  }
}
