// @vitest-environment node
import { request as httpRequest } from 'node:http'
import { describe, expect, it, vi } from 'vitest'
import { MAX_BODY_BYTES } from '../../server/body-limits.ts'
import { loadContent } from '../../server/content.ts'
import { formPostPages } from '../../server/waitlist/form-pages.ts'
import { escapeHtml } from '../../server/waitlist/html.ts'
import { signupRules } from '../../server/waitlist/signup-rules.ts'
import { NEW_PHONE_FIELD } from '../maintainer-edits/edits.ts'
import { uniqueEmail, withPhoneField } from './signup-requests.ts'
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
    expect(response.headers.get('content-type')).toContain('text/html')
    const page = await response.text()
    // Nothing the visitor typed is at fault, and nothing another site posted is shown.
    expect(page).toContain(escapeHtml(content.messages.waitlist.notFromOurPage))
    expect(page).not.toContain(escapeHtml(content.messages.waitlist.refused.body))
    expect(page).not.toContain(email)
    expect(rows).toBe(0)
  })

  it('from a page with no origin (Origin: null) is refused, and nothing is stored', async () => {
    const server = await startTestServer(db(), { formPages: formPostPages(content) })
    const email = uniqueEmail()
    const response = await postForm(server, { name: 'Ana', email }, { origin: 'null' })
    const rows = await server.rowsWith('email', [email])
    await server.close()
    expect(response.status).toBe(403)
    expect(rows).toBe(0)
  })

  it('from another site is refused even when the Host header names that site', async () => {
    const server = await startTestServer(db(), { formPages: formPostPages(content) })
    const email = uniqueEmail()
    const { port } = new URL(server.url)
    // fetch sets Host itself: a raw request says what a hostile client says.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/waitlist',
          method: 'POST',
          headers: {
            host: 'evil.example',
            origin: 'http://evil.example',
            'content-type': 'application/x-www-form-urlencoded',
          },
        },
        (response) => {
          response.resume()
          resolve(response.statusCode)
        },
      )
      request.on('error', reject)
      request.end(new URLSearchParams({ name: 'Ana', email }).toString())
    })
    const rows = await server.rowsWith('email', [email])
    await server.close()
    expect(status).toBe(403)
    expect(rows).toBe(0)
  })

  it('too large for the endpoint gets a page (413), not JSON, saying so, with what was typed', async () => {
    const server = await startTestServer(db(), { formPages: formPostPages(content) })
    const email = uniqueEmail()
    const response = await postForm(
      server,
      { email, userType: 'both', name: 'A'.repeat(MAX_BODY_BYTES) },
      { origin: SITE_ORIGIN },
    )
    const rows = await server.rowsWith('email', [email])
    await server.close()
    expect(response.status).toBe(413)
    expect(response.headers.get('content-type')).toContain('text/html')
    const page = await response.text()
    expect(page).toContain(escapeHtml(content.messages.waitlist.tooLarge))
    expect(page).not.toContain(escapeHtml(content.messages.waitlist.refused.body))
    // The typed values come back, the long name as far as the endpoint read it.
    expect(page).toMatch(new RegExp(`id="field-email"[^>]* value="${email}"`))
    expect(page).toContain('<option value="both" selected>')
    expect(page).toMatch(/id="field-name"[^>]* value="A{1000,}"/)
    expect(rows).toBe(0)
  })

  it('with a name longer than the box takes gets the field’s "too long" message', async () => {
    const server = await startTestServer(db(), { formPages: formPostPages(content) })
    const response = await postForm(
      server,
      { name: 'A'.repeat(201), email: uniqueEmail() },
      { origin: SITE_ORIGIN },
    )
    await server.close()
    const nameField = content.forms.waitlist.fields.find((field) => field.name === 'name')
    expect(response.status).toBe(422)
    const page = await response.text()
    expect(page).toContain(escapeHtml(nameField?.messages.tooLong ?? 'a tooLong message'))
    expect(page).not.toContain(escapeHtml(nameField?.messages.required ?? ''))
  })

  it('with a mistyped phone number gets the form again, a phone box holding it, and the field’s message', async () => {
    const withPhone = withPhoneField(content)
    const server = await startTestServer(db(), {
      rules: signupRules(withPhone),
      formPages: formPostPages(withPhone),
    })
    const response = await postForm(
      server,
      { name: 'Ana', email: uniqueEmail(), phone: 'call me' },
      { origin: SITE_ORIGIN },
    )
    await server.close()
    expect(response.status).toBe(422)
    const page = await response.text()
    expect(page).toContain(escapeHtml(NEW_PHONE_FIELD.messages.invalid))
    expect(page).toMatch(
      /<input id="field-phone" type="tel" inputmode="tel" name="phone"[^>]* value="call me" maxlength="32" autocomplete="tel">/,
    )
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
