// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { resolveRequest, startStaticServer } from '../../scripts/static-server.ts'

const root = mkdtempSync(path.join(tmpdir(), 'restwell-static-'))
mkdirSync(path.join(root, 'quiz'))
writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>')
writeFileSync(path.join(root, 'quiz', 'index.html'), '<h1>quiz</h1>')
writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>')
writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *')
writeFileSync(
  path.join(root, '_headers'),
  '/*\n  X-Content-Type-Options: nosniff\n/quiz\n  Cache-Control: no-cache\n',
)
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('the static server answers as a static host does', () => {
  it.each([
    ['/', 'index.html', 200],
    ['/robots.txt', 'robots.txt', 200],
    ['/quiz', 'quiz/index.html', 200],
    ['/quiz/', 'quiz/index.html', 200],
    ['/quiz?step=3&a=1-relaxation', 'quiz/index.html', 200],
    ['/nowhere', '404.html', 404],
    ['/../../etc/passwd', '404.html', 404],
  ])('%s → %s (%i)', (url, file, status) => {
    expect(resolveRequest(root, url)).toEqual({ file: path.join(root, file), status })
  })

  it('sends text gzip-compressed with its type and length', async () => {
    const server = await startStaticServer(root, 0)
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      const response = await fetch(`http://127.0.0.1:${port}/quiz`, {
        headers: { 'accept-encoding': 'gzip' },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('content-encoding')).toBe('gzip')
      expect(await response.text()).toBe('<h1>quiz</h1>')
      expect((await fetch(`http://127.0.0.1:${port}/missing`)).status).toBe(404)
    } finally {
      server.close()
    }
  })

  it('sends the build’s _headers, matched on the decoded path, and never the file itself', async () => {
    const server = await startStaticServer(root, 0)
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const get = (url: string) => fetch(`http://127.0.0.1:${port}${url}`)
    try {
      const quiz = await get('/%71uiz')
      expect(quiz.headers.get('cache-control')).toBe('no-cache')
      expect(quiz.headers.get('x-content-type-options')).toBe('nosniff')
      for (const hidden of ['/_headers', '/%5Fheaders', '//_headers'])
        expect((await get(hidden)).status, hidden).toBe(404)
      expect((await get('/%')).status).toBe(400)
      expect((await get('/')).status).toBe(200)
    } finally {
      server.close()
    }
  })
})
