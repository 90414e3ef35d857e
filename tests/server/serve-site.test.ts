// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatHeadersFile, hostHeaderRules } from '../../scripts/host-headers.ts'
import { precompressFolder } from '../../scripts/precompress.ts'
import { CACHE_FOREVER, HEADERS_FILE, SECURITY_HEADERS } from '../../server/site-headers.ts'
import { postJson, signupBody, uniqueEmail } from './signup-requests.ts'

// `npm run serve` as it runs: a real process, a built folder of its own, the embedded database.
const PORT = 4741
const origin = `http://127.0.0.1:${PORT}`
const temp = mkdtempSync(path.join(tmpdir(), 'restwell-serve-'))
const dist = path.join(temp, 'dist')
const ASSET = '/assets/index-Ab12Cd34.js'
const pages = { '/': 'index.html', '/quiz': 'quiz/index.html', '/404': '404.html' }
for (const [urlPath, file] of Object.entries(pages)) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
  writeFileSync(
    path.join(dist, file),
    `<!doctype html><h1>${urlPath}</h1>${'<p>Text</p>'.repeat(99)}`,
  )
}
mkdirSync(path.join(dist, 'assets'))
writeFileSync(path.join(dist, ASSET), `console.log(${JSON.stringify('hashed '.repeat(99))})`)
writeFileSync(
  path.join(dist, HEADERS_FILE),
  formatHeadersFile(hostHeaderRules("default-src 'self'", ['/', '/quiz'])),
)

let server: ChildProcess | undefined
beforeAll(async () => {
  await precompressFolder(dist)
  server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/node.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(PORT),
      DIST_DIR: dist,
      WAITLIST_DATA_DIR: path.join(temp, 'waitlist'),
      WAITLIST_RATE_LIMIT: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // Listening once it says where (its errors, if any, show on the test's stderr).
  const { stdout } = server
  if (!stdout) throw new Error('npm run serve has no stdout')
  let said = ''
  while (!said.includes('Restwell on http')) said += String((await once(stdout, 'data'))[0])
}, 60_000)
afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM')
    await once(server, 'exit')
  }
  rmSync(temp, { recursive: true, force: true })
})

describe('npm run serve sends the site as a static host does', () => {
  it('sends the brotli copy, answers 304 to its ETag, and caches hashed assets for good', async () => {
    const home = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(home.headers.get('content-encoding')).toBe('br')
    // fetch decompresses: the body is the page itself.
    expect(await home.text()).toBe(readFileSync(path.join(dist, 'index.html'), 'utf8'))
    const etag = home.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await fetch(`${origin}/`, {
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(etag) },
    })
    expect(again.status).toBe(304)

    const asset = await fetch(`${origin}${ASSET}`, { headers: { 'accept-encoding': 'br' } })
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe(CACHE_FOREVER)
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('refuses what a static host refuses (405) and still takes sign-ups, from the same origin', async () => {
    const refused = await Promise.all(
      ['PUT', 'DELETE', 'PATCH'].map((method) => fetch(`${origin}/quiz`, { method })),
    )
    const signup = await postJson(origin, signupBody(uniqueEmail('methods')))
    expect(refused.map((answer) => answer.status)).toEqual([405, 405, 405])
    for (const answer of refused) expect(answer.headers.get('allow')).toBe('GET, HEAD')
    expect(signup.status).toBe(202)
  })

  it('sends the site’s security headers with the waitlist’s answers too', async () => {
    const answers = [
      await postJson(origin, signupBody(uniqueEmail('headers'))),
      await postJson(origin, 'not json'),
      await fetch(`${origin}/api/nothing-here`),
      await fetch(`${origin}/api/waitlist/export.csv`),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([202, 400, 404, 404])
    for (const answer of answers) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(answer.headers.get(name), `${name} on ${answer.url}`).toBe(value)
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
    }
  })
})
