// Serves a build folder the way a static host does: the exact file, then <path>/index.html, then
// 404.html with status 404. Text is sent gzip-compressed, as hosts and CDNs send it.
// Usage: tsx scripts/static-server.ts [--dir dist] [--port 4173] [--host 127.0.0.1]
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type RequestListener, type Server } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import {
  HEADERS_FILE,
  type HeaderRule,
  headersFor,
  parseHeadersFile,
  VERCEL_FILE,
} from './host-headers.ts'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile()
}

/**
 * A request's path as a host matches it: without the query, decoded, `.`/`..` and repeated
 * slashes resolved, never above the root. Undefined when it cannot be decoded.
 */
export function sitePath(url: string): string | undefined {
  try {
    const decoded = decodeURIComponent(url.split('?')[0] ?? '/')
    // An absolute path normalizes to nothing above "/".
    return path.posix.normalize(`/${decoded}`)
  } catch {
    return undefined
  }
}

/** The file a static host answers a path with, and its status. */
export function resolveRequest(root: string, urlPath: string): { file: string; status: number } {
  const wanted = path.join(root, sitePath(urlPath) ?? '/404.html')
  const inside = wanted.startsWith(path.resolve(root))
  if (inside && isFile(wanted)) return { file: wanted, status: 200 }
  const index = path.join(wanted, 'index.html')
  if (inside && isFile(index)) return { file: index, status: 200 }
  return { file: path.join(root, '404.html'), status: 404 }
}

/** The build's own header rules (`_headers`), as a host applies them; none in an older build. */
function hostRules(root: string): HeaderRule[] {
  const file = path.join(root, HEADERS_FILE)
  return isFile(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : []
}

/** Files for the host, not for visitors: hosts never serve them. */
const HOST_FILES = new Set([`/${HEADERS_FILE}`, `/${VERCEL_FILE}`])

/** Answers each request as a static host would, with the build's own headers (`_headers`). */
export function staticHandler(dir: string): RequestListener {
  const root = path.resolve(dir)
  const rules = hostRules(root)
  return (request, response) => {
    response.sendDate = false
    const urlPath = sitePath(request.url ?? '/')
    if (urlPath === undefined) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request')
      return
    }
    const { file, status } = HOST_FILES.has(urlPath)
      ? { file: path.join(root, '404.html'), status: 404 }
      : resolveRequest(root, urlPath)
    for (const [name, value] of Object.entries(headersFor(rules, urlPath)))
      response.setHeader(name, value)
    if (!isFile(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream'
    const body = readFileSync(file)
    const gzip =
      COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
    response.writeHead(status, {
      'content-type': type,
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    })
    response.end(gzip ? gzipSync(body) : body)
  }
}

export function startStaticServer(dir: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer(staticHandler(dir))
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name)
  return (index >= 0 ? process.argv[index + 1] : undefined) ?? fallback
}

const entry = process.argv[1]
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  const dir = option('--dir', 'dist')
  const port = Number(option('--port', '4173'))
  const host = option('--host', '127.0.0.1')
  await startStaticServer(dir, port, host)
  console.log(`Serving ${dir}/ on http://${host}:${port}`)
}
