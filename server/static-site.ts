// Serves a build folder the way a static host does, with sirv: the exact file, then
// <path>/index.html (or <path>.html, as Netlify and Cloudflare Pages also answer), then 404.html
// with status 404. Text goes out as the brotli or gzip copy the build made (scripts/precompress.ts),
// with an ETag a browser revalidates against (304), and the build's own headers (`_headers`).
// Production's site (node.ts), `npm run preview` (scripts/preview.ts), the bench and the browser
// tests' sites.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type RequestListener, type Server } from 'node:http'
import path from 'node:path'
import sirv from 'sirv'
import {
  CACHE_REVALIDATE,
  HEADERS_FILE,
  type HeaderRule,
  headersFor,
  parseHeadersFile,
  VERCEL_FILE,
} from './site-headers.ts'

const NOT_FOUND_FILE = '404.html'
/** Types sirv's table (mrmime) has none for. */
const MISSING_TYPES: Record<string, string> = { '.ico': 'image/x-icon' }

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

/** A site path as a URL path again, which sirv's decodeURI turns back into it. */
function encodedPath(urlPath: string): string {
  return encodeURI(urlPath).replaceAll('?', '%3F').replaceAll('#', '%23')
}

/** The build's own header rules (`_headers`), as a host applies them; none in an older build. */
function hostRules(root: string): HeaderRule[] {
  const file = path.join(root, HEADERS_FILE)
  return isFile(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : []
}

/** Files for the host, not for visitors: hosts never serve them. */
const HOST_FILES = new Set([`/${HEADERS_FILE}`, `/${VERCEL_FILE}`])
/** The methods a static host answers. */
const READ_METHODS = new Set(['GET', 'HEAD'])
/** The build's compressed copies, sent for their file, never at their own address. */
const COMPRESSED_COPY = /\.(br|gz)$/

/** The page a missing path gets: 404.html (its brotli or gzip copy when taken), status 404. */
function notFoundPage(root: string, live: boolean): RequestListener {
  const file = path.join(root, NOT_FOUND_FILE)
  const read = (name: string) => (isFile(name) ? readFileSync(name) : undefined)
  const load = () => ({ br: read(`${file}.br`), gzip: read(`${file}.gz`), identity: read(file) })
  // Read once: a flood of 404s costs no disk read, no compression.
  const loaded = live ? undefined : load()
  return (request, response) => {
    const page = loaded ?? load()
    if (!page.identity) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    const accepted = request.headers['accept-encoding'] ?? ''
    const [encoding, body] =
      page.br && /\bbr\b/.test(accepted)
        ? ['br', page.br]
        : page.gzip && /\bgzip\b/.test(accepted)
          ? ['gzip', page.gzip]
          : [undefined, page.identity]
    response.writeHead(404, {
      'content-type': 'text/html; charset=utf-8',
      // Whatever the path's rules say, a missing file is never cached for long.
      'cache-control': CACHE_REVALIDATE,
      ...(encoding ? { 'content-encoding': encoding } : {}),
    })
    response.end(body)
  }
}

/**
 * Answers each request as a static host would, with the build's own headers (`_headers`). The
 * folder's files are listed once, at start, as a deploy does not change; `live` looks them up at
 * every request instead, for the tests that change a file under a running server.
 */
export function staticHandler(dir: string, { live = false } = {}): RequestListener {
  const root = path.resolve(dir)
  const rules = hostRules(root)
  const notFound = notFoundPage(root, live)
  const serveFile = sirv(root, {
    dev: live,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders(response, urlPath) {
      const type = MISSING_TYPES[path.posix.extname(urlPath)]
      if (type) response.setHeader('content-type', type)
    },
  })
  return (request, response) => {
    response.sendDate = false
    const urlPath = sitePath(request.url ?? '/')
    if (urlPath === undefined) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request')
      return
    }
    for (const [name, value] of Object.entries(headersFor(rules, urlPath)))
      response.setHeader(name, value)
    // Files are only read: a method that would change or probe one (PUT, DELETE, TRACE,
    // PROPFIND…) is refused, as a static host refuses it, not answered with a page.
    if (!READ_METHODS.has(request.method ?? '')) {
      response
        .writeHead(405, { allow: [...READ_METHODS].join(', '), 'content-type': 'text/plain' })
        .end('Method not allowed')
      return
    }
    // On every answer, a 304 included: the body depends on the encodings a browser takes.
    response.setHeader('vary', 'accept-encoding')
    // As sirv finds them: with any trailing slash dropped.
    const filePath = urlPath.replace(/\/+$/, '')
    if (HOST_FILES.has(filePath) || COMPRESSED_COPY.test(filePath)) {
      notFound(request, response)
      return
    }
    // sirv looks up the path these rules matched, not its own reading of the raw URL.
    request.url = encodedPath(urlPath)
    // A file gone since the folder was listed (a build under a running server) ends its own
    // answer, not the process that also takes sign-ups.
    response.once('pipe', (file) => file.once('error', () => response.destroy()))
    serveFile(request, response, () => notFound(request, response))
  }
}

export function startStaticServer(dir: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer(staticHandler(dir))
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}
