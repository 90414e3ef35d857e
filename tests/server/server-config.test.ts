// @vitest-environment node
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverConfig } from '../../server/config.ts'

/** A WAITLIST_SECRET production takes (it requires one), so a test sees the setting it is about. */
const PRODUCTION_SECRET = `k1:${'s'.repeat(43)}`

/**
 * npm run serve with these settings, on a database of its own and no site: its output once it
 * stops, or once it says it started, whichever comes first.
 */
async function serveWith(env: Record<string, string>, port: number) {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'serve-with-')), 'waitlist')
  // Node itself with tsx's loader, so the kill below ends the server, not a parent of it.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/node.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: '',
      WAITLIST_DATA_DIR: dataDir,
      DIST_DIR: 'no-site-here',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  server.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  const outcome = await new Promise<string>((resolve) => {
    server.once('exit', (code, signal) => resolve(`exit ${code ?? signal}`))
    server.stdout.on('data', (chunk) => {
      stdout += chunk
      if (stdout.includes('only /api/waitlist is served')) resolve('started')
    })
  })
  server.kill('SIGKILL')
  return { outcome, stdout, stderr }
}

describe('TRUST_PROXY', () => {
  const hops = (value: string | undefined) => serverConfig({ TRUST_PROXY: value }).trustedProxyHops

  it('is the number of proxies in front: none when unset, 1 for `true` as before', () => {
    expect([hops(undefined), hops(''), hops('0'), hops('1'), hops('2'), hops('true')]).toEqual([
      0, 0, 0, 1, 2, 1,
    ])
  })

  it('is refused when it is anything else, naming the setting', () => {
    for (const value of ['yes', '-1', '1.5', 'false'])
      expect(() => hops(value), value).toThrow(/^TRUST_PROXY must be the number of proxies/)
  })

  it('stops npm run serve at once with one line when it is wrong', async () => {
    const started = await serveWith({ TRUST_PROXY: 'yes' }, 4611)
    expect(started.outcome).toBe('exit 1')
    expect(started.stderr.trim().split('\n')).toEqual([
      'TRUST_PROXY must be the number of proxies in front of the server (1 for one), found "yes"',
    ])
  }, 30_000)
})

describe('WAITLIST_ADMIN_TOKEN', () => {
  const HOW_TO_MAKE_ONE =
    "WAITLIST_ADMIN_TOKEN must be at least 24 random characters in production: make one with `openssl rand -base64 24` or `node -e \"console.log(require('crypto').randomBytes(24).toString('base64url'))\"`"
  const token = (value: string | undefined, production = true) =>
    serverConfig({
      WAITLIST_ADMIN_TOKEN: value,
      NODE_ENV: production ? 'production' : undefined,
      WAITLIST_SECRET: PRODUCTION_SECRET,
    }).adminToken

  it('is refused in production under 24 characters, saying how to make one', () => {
    for (const value of ['a', 'password', 'x'.repeat(23), ` ${'x'.repeat(23)} `])
      expect(() => token(value), value).toThrow(HOW_TO_MAKE_ONE)
    expect(token('x'.repeat(24))).toBe('x'.repeat(24))
    // Unset, the exports and the dashboard do not exist: nothing to guess.
    expect([token(undefined), token('')]).toEqual(['', ''])
  })

  it('may be short outside production, for a try on one’s own machine', () => {
    expect(token('a', false)).toBe('a')
  })

  it('stops npm run serve in production at once with one line when it is short', async () => {
    const started = await serveWith(
      {
        NODE_ENV: 'production',
        SITE_URL: 'https://restwell.test',
        WAITLIST_ADMIN_TOKEN: 'a',
        WAITLIST_SECRET: PRODUCTION_SECRET,
      },
      4612,
    )
    expect(started.outcome).toBe('exit 1')
    expect(started.stderr.trim().split('\n')).toEqual([HOW_TO_MAKE_ONE])
  }, 30_000)
})

describe('the email settings', () => {
  it('refuse an SMTP_URL that is not smtp:// or smtps://, without echoing its password', () => {
    expect(() => serverConfig({ SMTP_URL: 'https://user:secret@mail.example' })).toThrow(
      /^SMTP_URL must start with smtp:\/\/ or smtps:\/\/, found "mail.example"$/,
    )
    expect(serverConfig({ SMTP_URL: ' smtps://u:p@mail.example:465 ' }).smtpUrl).toBe(
      'smtps://u:p@mail.example:465',
    )
  })

  it('make npm run serve in production without SMTP_URL say so at start, in one line', async () => {
    const started = await serveWith(
      {
        NODE_ENV: 'production',
        SITE_URL: 'https://restwell.test',
        SMTP_URL: '',
        WAITLIST_SECRET: PRODUCTION_SECRET,
      },
      4690,
    )
    expect(started.outcome, started.stderr).toBe('started')
    const warnings = started.stdout
      .split('\n')
      .filter((line) => line.includes('will not be confirmed'))
    expect(warnings).toEqual([
      'No SMTP_URL: confirmation emails stay in the dev mailbox, so addresses will not be confirmed.',
    ])
  }, 60_000)
})

describe('the waitlist’s secret', () => {
  it('stops npm run serve in production without WAITLIST_SECRET, in one line that says how to make one', async () => {
    const started = await serveWith(
      { NODE_ENV: 'production', SITE_URL: 'https://restwell.test', WAITLIST_SECRET: '' },
      4691,
    )
    expect(started.outcome).toBe('exit 1')
    expect(started.stderr.trim().split('\n')).toEqual([
      `WAITLIST_SECRET is required in production (it signs the links in emails); make one with node -e "console.log('k1:' + require('crypto').randomBytes(32).toString('base64url'))"`,
    ])
  }, 60_000)
})

describe('the webhook settings', () => {
  const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`
  const URL_WITH_TOKEN = 'https://hooks.zapier.example/hooks/catch/123/private-token/'
  const webhook = (url: string | undefined, secret: string | undefined) =>
    serverConfig({ WAITLIST_WEBHOOK_URL: url, WAITLIST_WEBHOOK_SECRET: secret }).webhook

  it('are a receiver’s address and a whsec_ secret together, or nothing', () => {
    expect(webhook(` ${URL_WITH_TOKEN} `, ` ${SECRET} `)).toEqual({
      url: URL_WITH_TOKEN,
      secret: SECRET,
    })
    expect(webhook('http://127.0.0.1:8080/hook', SECRET)?.url).toBe('http://127.0.0.1:8080/hook')
    expect([webhook(undefined, undefined), webhook('', ' ')]).toEqual([undefined, undefined])
    expect(() => webhook(URL_WITH_TOKEN, undefined)).toThrow(
      /^WAITLIST_WEBHOOK_URL and WAITLIST_WEBHOOK_SECRET go together: WAITLIST_WEBHOOK_SECRET is not set$/,
    )
    expect(() => webhook(undefined, SECRET)).toThrow(/WAITLIST_WEBHOOK_URL is not set$/)
  })

  it('refuse an address that is not http(s), without quoting it', () => {
    for (const url of [
      'ftp://files.example/hook',
      'mailto:owner@example.com',
      'hooks.example/hook',
    ])
      expect(() => webhook(url, SECRET), url).toThrow(
        /^WAITLIST_WEBHOOK_URL must be an http:\/\/ or https:\/\/ address, found (a "\w+:" address|no address)$/,
      )
    expect(() => webhook('ftp://user:pass@files.example/hook', SECRET)).toThrow(
      /found a "ftp:" address$/,
    )
  })

  it('refuse a secret that is not whsec_ and 24 to 64 bytes of base64, without quoting it', () => {
    const base64 = (bytes: number) => Buffer.alloc(bytes, 1).toString('base64')
    const malformed = [
      base64(32),
      `whsec_${base64(16)}`,
      `whsec_${base64(65)}`,
      'whsec_not base64!',
      `whsec_${base64(32)}x`,
    ]
    for (const secret of malformed) {
      const refused = () => webhook(URL_WITH_TOKEN, secret)
      expect(refused, secret).toThrow(
        /^WAITLIST_WEBHOOK_SECRET must be whsec_ and 24 to 64 random bytes in base64/,
      )
      expect(refused, secret).not.toThrow(secret)
    }
    expect(() => webhook(URL_WITH_TOKEN, 'whsec_')).toThrow(/^WAITLIST_WEBHOOK_SECRET must be/)
    expect(webhook(URL_WITH_TOKEN, `whsec_${base64(24)}`)).toBeDefined()
    expect(webhook(URL_WITH_TOKEN, `whsec_${base64(64)}`)).toBeDefined()
  })

  it('stop npm run serve at once with one line when the secret is malformed', async () => {
    const started = await serveWith(
      { WAITLIST_WEBHOOK_URL: URL_WITH_TOKEN, WAITLIST_WEBHOOK_SECRET: 'whsec_short' },
      6251,
    )
    expect(started.outcome).toBe('exit 1')
    expect(started.stderr.trim().split('\n')).toEqual([
      'WAITLIST_WEBHOOK_SECRET must be whsec_ and 24 to 64 random bytes in base64 (docs/waitlist-server.md, "A webhook for each confirmed sign-up")',
    ])
  }, 60_000)

  it('make npm run serve say at start where events go, by the receiver’s origin only', async () => {
    const started = await serveWith(
      { WAITLIST_WEBHOOK_URL: URL_WITH_TOKEN, WAITLIST_WEBHOOK_SECRET: SECRET },
      6252,
    )
    expect(started.outcome, started.stderr).toBe('started')
    expect(started.stdout.split('\n').filter((line) => line.startsWith('Webhook:'))).toEqual([
      'Webhook: each confirmed sign-up is posted, signed, to https://hooks.zapier.example.',
    ])
    expect(started.stdout).not.toContain('private-token')
  }, 60_000)
})
