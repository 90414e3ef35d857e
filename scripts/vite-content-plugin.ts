import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import {
  type Content,
  type ContentName,
  contentFilePath,
  contentNames,
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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * Serves each content file as `virtual:content/<name>`, validated with its zod schema and the
 * cross-file checks. Bad content fails the build and shows in the dev overlay, never in a page.
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
    for (const name of contentNames) {
      const module = server.moduleGraph.getModuleById(RESOLVED_PREFIX + name)
      if (module) server.moduleGraph.invalidateModule(module)
    }
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
      const name = id.slice(RESOLVED_PREFIX.length)
      if (!isContentName(name))
        throw new ContentError(
          `Unknown content file "${name}" (expected ${contentNames.join(', ')})`,
        )
      for (const known of contentNames) this.addWatchFile(path.join(root, contentFilePath(known)))
      const { $schema: _pointer, ...content } = loadContent()[name]
      return `export default ${JSON.stringify(content)}`
    },
    configureServer(server) {
      server.watcher.on('change', (file) => reloadOnContentChange(server, file))
    },
    transformIndexHtml() {
      const { brand, pageTitles } = loadContent().site
      return [
        { tag: 'title', children: escapeHtml(pageTitles.home), injectTo: 'head' },
        {
          tag: 'meta',
          attrs: { name: 'description', content: brand.description },
          injectTo: 'head',
        },
      ]
    },
  }
}
