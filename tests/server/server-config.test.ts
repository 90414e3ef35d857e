// @vitest-environment node
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverConfig } from '../../server/config.ts'

const TSX = ['node_modules/tsx/dist/cli.mjs']

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
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'trust-proxy-')), 'waitlist')
    const server = spawn(process.execPath, [...TSX, 'server/node.ts'], {
      env: {
        ...process.env,
        TRUST_PROXY: 'yes',
        PORT: '4611',
        DATABASE_URL: '',
        WAITLIST_DATA_DIR: dataDir,
        DIST_DIR: 'no-site-here',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    server.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    // Either it stops, or it starts (the setting ignored): whichever comes first.
    const outcome = await new Promise<string>((resolve) => {
      server.once('exit', (code) => resolve(`exit ${code}`))
      server.stdout.on('data', (chunk) => {
        stdout += chunk
        if (stdout.includes('Restwell on')) resolve('started')
      })
    })
    server.kill('SIGKILL')
    expect(outcome).toBe('exit 1')
    expect(stderr.trim().split('\n')).toEqual([
      'TRUST_PROXY must be the number of proxies in front of the server (1 for one), found "yes"',
    ])
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
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'no-smtp-')), 'waitlist')
    // Node itself with tsx's loader, so the kill below ends the server, not a parent of it.
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/node.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SITE_URL: 'https://restwell.test',
        SMTP_URL: '',
        PORT: '4690',
        DATABASE_URL: '',
        WAITLIST_DATA_DIR: dataDir,
        DIST_DIR: 'no-site-here',
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
    expect(outcome, stderr).toBe('started')
    const warnings = stdout.split('\n').filter((line) => line.includes('will not be confirmed'))
    expect(warnings).toEqual([
      'No SMTP_URL: confirmation emails stay in the dev mailbox, so addresses will not be confirmed.',
    ])
  }, 60_000)
})
