// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { rawSql } from '../../scripts/raw-sql.ts'
import { loadContent } from '../../server/content.ts'
import { claimFolder } from '../../server/db/embedded-owner.ts'
import { openDatabase } from '../../server/db/open-database.ts'
import { signupRules } from '../../server/waitlist/signup-rules.ts'
import { signupStore } from '../../server/waitlist/signup-store.ts'
import { signupBody, uniqueEmail } from './signup-requests.ts'

const NODE_TSX = ['--import', 'tsx']
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
})

/** Every folder and file under `dir` with its permission bits, e.g. `0600`. */
function modesUnder(dir: string): Map<string, string> {
  const modes = new Map<string, string>()
  const walk = (at: string) => {
    modes.set(at, (statSync(at).mode & 0o777).toString(8).padStart(4, '0'))
    if (statSync(at).isDirectory()) for (const name of readdirSync(at)) walk(path.join(at, name))
  }
  walk(dir)
  return modes
}

type Run = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }

function startChild(args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, [...NODE_TSX, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  const output = { stdout: '', stderr: '' }
  child.stdout?.on('data', (chunk) => {
    output.stdout += String(chunk)
  })
  child.stderr?.on('data', (chunk) => {
    output.stderr += String(chunk)
  })
  const exited = new Promise<Run>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, ...output })),
  )
  return { child, exited, output }
}

function serverOn(dataDir: string, port: number) {
  return startChild(['server/node.ts'], {
    WAITLIST_DATA_DIR: dataDir,
    PORT: String(port),
    DIST_DIR: 'no-site-here',
  })
}

async function untilHealthy(port: number, exited: Promise<Run>): Promise<'healthy' | Run> {
  let gone: Run | undefined
  void exited.then((run) => {
    gone = run
  })
  for (;;) {
    if (gone) return gone
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return 'healthy'
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const freshDir = (name: string) =>
  path.join(mkdtempSync(path.join(tmpdir(), `waitlist-${name}-`)), 'waitlist')

describe('the embedded database folder', () => {
  it('is private: folders 0700, files 0600, after an open and a sign-up, even under umask 000', async () => {
    const dataDir = freshDir('modes')
    const umask = process.umask(0)
    try {
      const db = await openDatabase({ dataDir })
      const checked = signupRules(loadContent()).check(signupBody(uniqueEmail()), undefined)
      if (!checked.ok) throw new Error(checked.rejection.message)
      expect((await signupStore(db).add(checked.signup)).outcome).toBe('joined')
      await db.close()
    } finally {
      process.umask(umask)
    }
    const modes = modesUnder(dataDir)
    expect(modes.size).toBeGreaterThan(100)
    const wrong = [...modes].filter(([file, mode]) =>
      statSync(file).isDirectory() ? mode !== '0700' : mode !== '0600',
    )
    expect(wrong).toEqual([])
  }, 60_000)

  it('is opened by exactly one of two servers started at the same moment', async () => {
    const dataDir = freshDir('race')
    const [first, second] = [serverOn(dataDir, 4731), serverOn(dataDir, 4732)]
    const loser = await Promise.race([
      first.exited.then((run) => ({ run, winner: { port: 4732, server: second } })),
      second.exited.then((run) => ({ run, winner: { port: 4731, server: first } })),
    ])
    expect(loser.run.code).not.toBe(0)
    expect(loser.run.stderr).toMatch(/is open in process \d+/)
    const { winner } = loser
    expect(await untilHealthy(winner.port, winner.server.exited)).toBe('healthy')
    winner.server.child.kill('SIGTERM')
    expect((await winner.server.exited).code).toBe(0)
  }, 60_000)

  it('is taken over once the lock of a server that was killed (SIGKILL) goes stale', async () => {
    const dataDir = freshDir('stale')
    const killed = serverOn(dataDir, 4733)
    expect(await untilHealthy(4733, killed.exited)).toBe('healthy')
    killed.child.kill('SIGKILL')
    await killed.exited
    const next = serverOn(dataDir, 4734)
    expect(await untilHealthy(4734, next.exited)).toBe('healthy')
    next.child.kill('SIGTERM')
    expect((await next.exited).code).toBe(0)
  }, 60_000)

  it('is taken over at once from an earlier process that had this one’s pid (a container restarted after a SIGKILL)', async () => {
    const dataDir = freshDir('same-pid')
    // What a SIGKILLed process with this pid leaves: a fresh lock, and its owner record.
    mkdirSync(`${dataDir}.lock`)
    writeFileSync(`${dataDir}.owner.json`, JSON.stringify({ pid: process.pid }))
    const claim = await claimFolder(dataDir)
    claim.release()
  }, 5_000)
})

describe('a process whose main thread stops answering', () => {
  it('is ended by its watchdog within seconds, and its rows are all there on the next start', async () => {
    const dataDir = freshDir('stall')
    const stalled = startChild(['tests/server/fixtures/stalled-database.ts', dataDir])
    const run = await stalled.exited
    expect(run.stdout).toContain('spinning')
    expect(run.signal).toBe('SIGKILL')
    expect(run.stderr).toContain('Watchdog: the main thread has not answered')

    const db = await openDatabase({ dataDir })
    const rows = await rawSql(db).query('SELECT version FROM schema_migrations')
    await db.close()
    expect(rows.map((row) => row.version)).toContain('kept-before-the-stall')
  }, 60_000)
})
