// @vitest-environment node
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { NEW_LINK_PATH } from '../../server/mail/mail-links.ts'
import { ADMIN_SIGN_IN_PATH, WAITLIST_PATH } from '../../server/paths.ts'
import { BODY_ROUTES } from './body-routes.ts'
import { type ServeProcess, startServeProcess } from './serve-process.ts'
import { postJson, signupBody, uniqueEmail } from './signup-requests.ts'

// A few hundred MiB through a real process, on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

const SITE = 'https://restwell.test'
/** The body that once held the main thread past 10 s: 48 MiB of `a&a&…`. */
const BOMB_BYTES = 48 * 1024 * 1024
const CHUNK = Buffer.from('a&'.repeat(32 * 1024))

type Answer = { status: number; sentBytes: number }

/**
 * Posts 48 MiB of `a&a&…` to `path` as a form from the site's page. With its Content-Length
 * said, only the first 64 KiB are sent until the server answers: it must answer from the header.
 * Chunked, the body goes on until the server answers, which must be before its end.
 */
function postBomb(origin: string, path: string, { chunked }: { chunked: boolean }) {
  return new Promise<Answer>((resolve, reject) => {
    let sentBytes = 0
    let answered = false
    const sending = request(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: SITE,
        ...(chunked ? {} : { 'content-length': String(BOMB_BYTES) }),
      },
    })
    sending.on('response', (response) => {
      answered = true
      response.resume()
      resolve({ status: response.statusCode ?? 0, sentBytes })
      sending.destroy()
    })
    // The server may close the connection once it has answered.
    sending.on('error', (error) => answered || reject(error))
    const send = () => {
      while (!answered && sentBytes < BOMB_BYTES) {
        sentBytes += CHUNK.length
        if (!sending.write(CHUNK)) return void sending.once('drain', send)
      }
      if (!answered) sending.end()
    }
    if (chunked) send()
    else {
      sentBytes = CHUNK.length
      sending.write(CHUNK)
    }
  })
}

describe('npm run serve, sent what a hostile client sends', () => {
  let server: ServeProcess
  beforeAll(async () => {
    server = await startServeProcess(4771, {
      NODE_ENV: 'production',
      SITE_URL: SITE,
      WAITLIST_ADMIN_TOKEN: 'oversized-requests-admin-token-0123',
      WAITLIST_SECRET: `k1:${'o'.repeat(43)}`,
    })
  }, 60_000)
  afterAll(() => server?.stop())

  const health = async () => (await fetch(`${server.origin}/api/health`)).status

  it.each(
    BODY_ROUTES,
  )('answers 48 MiB to %s with 413 from its Content-Length alone, and stays healthy', async (path) => {
    const answer = await postBomb(server.origin, path, { chunked: false })
    expect(answer).toEqual({ status: 413, sentBytes: CHUNK.length })
    expect(await health()).toBe(200)
  })

  it.each(
    BODY_ROUTES,
  )('cuts 48 MiB sent to %s without a Content-Length off while it streams (413), and stays healthy', async (path) => {
    const answer = await postBomb(server.origin, path, { chunked: true })
    expect(answer.status).toBe(413)
    expect(answer.sentBytes).toBeLessThan(BOMB_BYTES)
    expect(await health()).toBe(200)
  })

  it('answers each of the hostile checklist with a 4xx, never a 5xx, and stays healthy', async () => {
    const name = (value: string) =>
      signupBody(uniqueEmail('hostile'), {
        fields: { name: value, email: uniqueEmail('hostile'), userType: 'client' },
      })
    const reused = signupBody(uniqueEmail('reused'))
    const form = (path: string, origin: string) =>
      fetch(`${server.origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams({ name: 'Ana', email: uniqueEmail('elsewhere'), token: 'x' }),
        redirect: 'manual',
      })
    const first = await postJson(server.origin, reused)
    const answers = {
      'a lone surrogate in a name': await postJson(server.origin, name('A\ud800na')),
      'an ESC in a name': await postJson(server.origin, name('Ana\u001b]0;owned\u0007')),
      'a key reused for another sign-up': await postJson(server.origin, {
        ...signupBody(uniqueEmail('reused')),
        idempotencyKey: reused.idempotencyKey,
      }),
      'a 50 MB body': await postJson(server.origin, 'x'.repeat(50 * 1000 * 1000)),
      'a sign-up from another site': await form(WAITLIST_PATH, 'https://evil.example'),
      'a new link from another site': await form(NEW_LINK_PATH, 'https://evil.example'),
      'a sign-in from another site': await form(ADMIN_SIGN_IN_PATH, 'https://evil.example'),
    }
    expect(first.status).toBe(202)
    expect(
      Object.fromEntries(Object.entries(answers).map(([what, answer]) => [what, answer.status])),
    ).toEqual({
      'a lone surrogate in a name': 422,
      'an ESC in a name': 422,
      'a key reused for another sign-up': 409,
      'a 50 MB body': 413,
      'a sign-up from another site': 403,
      'a new link from another site': 403,
      'a sign-in from another site': 403,
    })
    expect(await health()).toBe(200)
  })
})
