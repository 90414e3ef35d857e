// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { loadContent } from '../../server/content.ts'
import { formPostPages } from '../../server/waitlist/form-pages.ts'
import { uniqueEmail } from './signup-requests.ts'
import { SITE_ORIGIN, startTestServer, type TestServer, useTestDatabase } from './test-servers.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const content = loadContent()

/** The waitlist form as a browser without JavaScript posts it. */
function postForm(server: TestServer, fields: Record<string, string>, headers = {}) {
  return fetch(`${server.url}/api/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
}

describe('the form posted without JavaScript', () => {
  const db = useTestDatabase(undefined)

  it('is stored under the same rules and answered with the thank-you page', async () => {
    const server = await startTestServer(db(), { formPages: formPostPages(content) })
    const email = uniqueEmail()
    const response = await postForm(
      server,
      { name: 'Ana', email, userType: 'both', website: '' },
      {
        origin: SITE_ORIGIN,
      },
    )
    const rows = await server.rowsWith('email', [email])
    await server.close()
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/waitlist/joined')
    expect(rows).toBe(1)
  })

  it('from another site’s page is refused, and nothing is stored', async () => {
    const server = await startTestServer(db(), { formPages: formPostPages(content) })
    const email = uniqueEmail()
    const response = await postForm(
      server,
      { name: 'Ana', email },
      { origin: 'https://evil.example' },
    )
    const rows = await server.rowsWith('email', [email])
    await server.close()
    expect(response.status).toBe(403)
    expect(rows).toBe(0)
  })

  it('past the rate limit gets a page, not JSON, with Retry-After', async () => {
    const server = await startTestServer(db(), {
      formPages: formPostPages(content),
      rateLimit: { limit: 1, windowMs: 60_000 },
    })
    await postForm(server, { name: 'Ana', email: uniqueEmail() })
    const limited = await postForm(server, { name: 'Ana', email: uniqueEmail() })
    await server.close()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(limited.headers.get('content-type')).toContain('text/html')
    expect(await limited.text()).toContain(content.messages.waitlist.failed.description)
  })
})
