// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDevWaitlistApi } from '../../scripts/dev-api.ts'
import { FROZEN_CONTENT_DIR } from '../content/content-fixture.ts'
import { postJson, signupBody, uniqueEmail } from './signup-requests.ts'

// The embedded database compiles its WebAssembly first: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

const CITY = { name: 'city', kind: 'text', label: 'City', required: false, messages: {} }

/** A project folder with a copy of the frozen content, which the test edits as a maintainer would. */
function projectWithContent(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'restwell-dev-endpoint-'))
  cpSync(FROZEN_CONTENT_DIR, path.join(root, 'schemas/content'), { recursive: true })
  return root
}

function addWaitlistField(root: string, field: object) {
  const file = path.join(root, 'schemas/content/forms.json')
  const forms = JSON.parse(readFileSync(file, 'utf8'))
  forms.waitlist.fields.push(field)
  writeFileSync(file, `${JSON.stringify(forms, null, 2)}\n`)
}

describe('the dev endpoint of `npm start`', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('takes a field added to forms.json while it runs, and says so in the terminal', async () => {
    const root = projectWithContent()
    vi.stubEnv('CONTENT_ROOT', root)
    vi.stubEnv('WAITLIST_DATA_DIR', path.join(root, 'data'))
    // An embedded database of its own: on a shared Postgres server (DATABASE_URL, as CI sets it)
    // its mail sender would also send other test files' waiting mail and print lines of theirs.
    vi.stubEnv('DATABASE_URL', '')
    vi.stubEnv('WAITLIST_RATE_LIMIT', '0')
    const told: string[] = []
    const api = await openDevWaitlistApi((line) => told.push(line))
    const server = createServer((request, response) =>
      api.middleware(request, response, () => response.writeHead(404).end()),
    )
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    const address = server.address()
    if (address === null || typeof address === 'string') throw new Error('no port to ask')
    const url = `http://127.0.0.1:${address.port}`
    const signupWithCity = () => {
      const email = uniqueEmail()
      return signupBody(email, { fields: { name: 'Ana', email, userType: '', city: 'Lyon' } })
    }
    try {
      const before = await postJson(url, signupWithCity())
      expect(before.status).toBe(422)
      expect(await before.json()).toMatchObject({ error: 'unknown-field', field: 'city' })

      addWaitlistField(root, CITY)
      const after = await postJson(url, signupWithCity())
      expect(after.status).toBe(202)
      expect(told).toEqual([
        'Waitlist endpoint: sign-ups now take the fields name, email, userType, city (forms.json).',
      ])
    } finally {
      await new Promise((closed) => server.close(closed))
      await api.close()
      rmSync(root, { recursive: true, force: true })
    }
  })
})
