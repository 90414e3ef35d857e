// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatHeadersFile, hostHeaderRules } from '../../scripts/host-headers.ts'
import { COMPRESSIBLE_FILE, precompressFile, precompressFolder } from '../../scripts/precompress.ts'
import { CACHE_FOREVER, HEADERS_FILE } from '../../server/site-headers.ts'
import { startStaticServer, staticHandler } from '../../server/static-site.ts'

const root = mkdtempSync(path.join(tmpdir(), 'restwell-static-'))
const write = (file: string, body: string | Buffer) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), body)
}
const page = (title: string) => `<!doctype html><h1>${title}</h1>${'<p>Some text.</p>'.repeat(50)}`
write('index.html', page('home'))
write('quiz/index.html', page('quiz'))
write('404.html', page('not found'))
write('robots.txt', 'User-agent: *\nAllow: /\n'.repeat(4))
write('favicon.ico', Buffer.from([0, 0, 1, 0]))
write('assets/index-Ab12Cd34.js', `console.log(${JSON.stringify('a hashed script '.repeat(40))})`)
write('vercel.json', JSON.stringify({ headers: [{ source: '/(.*)', headers: [] }] }, null, 2))
// The build's own rules, as scripts/prerender.ts writes them.
write(HEADERS_FILE, formatHeadersFile(hostHeaderRules("default-src 'self'", ['/', '/quiz'])))

const originOf = (listening: Server) => {
  const address = listening.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer }
let origin = ''
/** A GET with the path exactly as written (fetch would resolve its dots first). */
function get(urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return send('GET', urlPath, headers)
}

function send(method: string, urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    request(`${origin}${urlPath}`, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
    })
      .on('error', reject)
      .end()
  })
}
const file = (name: string) => readFileSync(path.join(root, name))
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }

let server: Awaited<ReturnType<typeof startStaticServer>> | undefined
beforeAll(async () => {
  await precompressFolder(root)
  server = await startStaticServer(root, 0)
  origin = originOf(server)
})
afterAll(() => {
  server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('the build’s compressed copies', () => {
  it('are made for every text file, and decompress to it', () => {
    for (const name of ['index.html', 'quiz/index.html', 'assets/index-Ab12Cd34.js']) {
      expect(brotliDecompressSync(file(`${name}.br`)), name).toEqual(file(name))
      expect(gunzipSync(file(`${name}.gz`)), name).toEqual(file(name))
    }
    expect(() => file('favicon.ico.br')).toThrow()
    expect(COMPRESSIBLE_FILE.test('site.webmanifest')).toBe(true)
    expect(COMPRESSIBLE_FILE.test('photo.png')).toBe(false)
  })

  it('are made again for a changed file, or removed when they would not be smaller', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'restwell-precompress-'))
    try {
      const target = path.join(dir, 'page.html')
      writeFileSync(target, page('first'))
      await precompressFile(target)
      writeFileSync(target, page('second'))
      await precompressFile(target)
      expect(brotliDecompressSync(readFileSync(`${target}.br`)).toString()).toBe(page('second'))
      writeFileSync(target, 'x')
      await precompressFile(target)
      expect(() => readFileSync(`${target}.br`)).toThrow()
      expect(() => readFileSync(`${target}.gz`)).toThrow()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the static server answers as a static host does', () => {
  it.each([
    ['/', 'index.html', 200],
    ['/robots.txt', 'robots.txt', 200],
    ['/quiz', 'quiz/index.html', 200],
    ['/quiz/', 'quiz/index.html', 200],
    ['/%71uiz', 'quiz/index.html', 200],
    ['/quiz?step=3&a=1-relaxation', 'quiz/index.html', 200],
    ['/nowhere', '404.html', 404],
    ['/assets/missing.js', '404.html', 404],
  ])('%s → %s (%i)', async (url, name, status) => {
    const answer = await get(url)
    expect(answer.status).toBe(status)
    expect(answer.body).toEqual(file(name))
  })

  it.each([
    '/../../etc/passwd',
    '/..%2F..%2F..%2Fetc%2Fpasswd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%5C..%5C..%5Cetc%5Cpasswd',
  ])('never leaves its folder: %s is the 404 page', async (url) => {
    const answer = await get(url)
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual(file('404.html'))
  })

  it.each([
    'PUT',
    'DELETE',
    'TRACE',
    'PROPFIND',
    'MKCOL',
    'PATCH',
    'POST',
    'OPTIONS',
  ])('refuses %s with 405, saying it allows GET and HEAD, and sends no page', async (method) => {
    for (const urlPath of ['/', '/quiz', '/nowhere', '/robots.txt']) {
      const answer = await send(method, urlPath)
      expect(answer.status, `${method} ${urlPath}`).toBe(405)
      expect(answer.headers.allow).toBe('GET, HEAD')
      expect(answer.body.toString()).not.toContain('<h1>')
    }
    expect((await send('HEAD', '/quiz')).status).toBe(200)
  })

  it('refuses a path it cannot decode (400)', async () => {
    expect((await get('/%')).status).toBe(400)
    expect((await get('/quiz%E0%A4%A')).status).toBe(400)
  })

  it('sends the brotli copy to a browser that takes it, gzip to one that takes only gzip', async () => {
    const brotli = await get('/quiz', BROWSER)
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['content-type']).toMatch(/^text\/html; ?charset=utf-8$/)
    expect(brotli.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(brotli.body)).toEqual(file('quiz/index.html'))

    const gzip = await get('/quiz', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body)).toEqual(file('quiz/index.html'))

    const plain = await get('/quiz', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    expect(plain.body).toEqual(file('quiz/index.html'))
  })

  it('sends the 404 page compressed too, with status 404 and never cached for long', async () => {
    const missing = await get('/assets/gone-0000.js', BROWSER)
    expect(missing.status).toBe(404)
    expect(missing.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(missing.body)).toEqual(file('404.html'))
    expect(missing.headers['cache-control']).not.toMatch(/immutable|max-age/)
  })

  it('answers 304 to a repeated request with the ETag, in each encoding', async () => {
    for (const headers of [BROWSER, { 'accept-encoding': 'identity' }]) {
      const first = await get('/quiz', headers)
      const etag = first.headers.etag
      expect(etag, JSON.stringify(headers)).toBeTruthy()
      const again = await get('/quiz', { ...headers, 'if-none-match': String(etag) })
      expect(again.status).toBe(304)
      expect(again.body.length).toBe(0)
      expect(again.headers['cache-control']).toBe('no-cache')
    }
    const brotli = await get('/quiz', BROWSER)
    const plain = await get('/quiz', { 'accept-encoding': 'identity' })
    expect(brotli.headers.etag).not.toBe(plain.headers.etag)
  })

  it('caches hashed assets for a year (immutable), pages revalidated', async () => {
    const asset = await get('/assets/index-Ab12Cd34.js', BROWSER)
    expect(asset.status).toBe(200)
    expect(asset.headers['cache-control']).toBe(CACHE_FOREVER)
    expect(asset.headers['content-encoding']).toBe('br')
    const again = await get('/assets/index-Ab12Cd34.js', {
      ...BROWSER,
      'if-none-match': String(asset.headers.etag),
    })
    expect(again.status).toBe(304)
    expect(again.headers['cache-control']).toBe(CACHE_FOREVER)
    expect((await get('/quiz')).headers['cache-control']).toBe('no-cache')
  })

  it('sends the build’s _headers, matched on the decoded path', async () => {
    const quiz = await get('/%71uiz')
    expect(quiz.headers['cache-control']).toBe('no-cache')
    expect(quiz.headers['x-content-type-options']).toBe('nosniff')
    expect(quiz.headers['content-security-policy']).toBe("default-src 'self'")
    expect((await get('/favicon.ico')).headers['content-type']).toBe('image/x-icon')
  })

  it('never serves the host’s files, nor a compressed copy at its own address', async () => {
    for (const hidden of [
      '/_headers',
      '/%5Fheaders',
      '//_headers',
      '/vercel.json',
      '/vercel.json.br',
      '/vercel.json.gz',
      '/index.html.br',
      // sirv drops a trailing slash before it looks a file up.
      '/_headers/',
      '/vercel.json/',
      '/index.html.br/',
    ]) {
      const answer = await get(hidden, BROWSER)
      expect(answer.status, hidden).toBe(404)
      expect(brotliDecompressSync(answer.body), hidden).toEqual(file('404.html'))
    }
  })

  it('fails only the request for a file removed since it started, and goes on answering', async () => {
    write('gone-soon.txt', 'here at the start')
    const listed = createServer(staticHandler(root))
    await new Promise<void>((resolve) => listed.listen(0, '127.0.0.1', resolve))
    const listedOrigin = originOf(listed)
    try {
      rmSync(path.join(root, 'gone-soon.txt'))
      await expect(
        fetch(`${listedOrigin}/gone-soon.txt`).then((answer) => answer.text()),
      ).rejects.toThrow()
      expect((await fetch(`${listedOrigin}/`)).status).toBe(200)
    } finally {
      listed.close()
    }
  })

  it('looks each file up again when live, so a changed page is served at once', async () => {
    const live = createServer(staticHandler(root, { live: true }))
    await new Promise<void>((resolve) => live.listen(0, '127.0.0.1', resolve))
    const liveOrigin = originOf(live)
    try {
      write('robots.txt', 'User-agent: *\nDisallow: /\n')
      await precompressFile(path.join(root, 'robots.txt'))
      const answer = await fetch(`${liveOrigin}/robots.txt`)
      expect(await answer.text()).toBe('User-agent: *\nDisallow: /\n')
    } finally {
      live.close()
    }
  })
})
