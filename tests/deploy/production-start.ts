// The production start, as the Docker image makes and runs it, on a plain host and on the image's
// Node (24, from the npm registry: scripts/node-24.ts). In a copy of the build context: the build
// stage's `npm ci` and `npm run build` with its ENV, then `npm prune --omit=dev` (what the runtime
// stage installs), then the runtime stage's CMD with its ENV, an empty data folder and mail to a
// real SMTP server. `npm run test:deploy`; CI runs it after `npm test`.
import assert from 'node:assert/strict'
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { node24 } from '../../scripts/node-24.ts'
import { loadContent } from '../../server/content.ts'
import { CONFIRM_PATH } from '../../server/mail/mail-links.ts'
import { EXPORT_PATH, HEALTH_PATH } from '../../server/paths.ts'
import { postJson, signupBody } from '../server/signup-requests.ts'
import { type SmtpCatcher, startSmtpCatcher } from '../server/smtp-catcher.ts'
import { copyBuildContext } from './build-context.ts'
import { dockerStages } from './dockerfile.ts'

/**
 * What production requires beyond the image's own ENV, as a deployer passes it (`docker run -e`):
 * add each new required setting here. PORT, WAITLIST_DATA_DIR, SITE_URL and SMTP_URL are set below.
 */
const REQUIRED_SETTINGS = {
  WAITLIST_ADMIN_TOKEN: randomBytes(24).toString('base64url'),
  WAITLIST_SECRET: `k1:${randomBytes(32).toString('base64url')}`,
}

/**
 * From this environment, only what lets npm and Node reach the registry (its certificates, a
 * proxy, npm's global settings, which npm looks for beside its Node): the project's own settings
 * stay out, as they are out of a Docker build.
 */
function hostEnv(nodeDir: string): Record<string, string> {
  const kept = Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      entry[1] !== undefined &&
      (['HOME', 'TMPDIR', 'LANG'].includes(entry[0]) || /CERT|_CA_|SSL|PROXY/i.test(entry[0])),
  )
  const globalconfig = execFileSync('npm', ['config', 'get', 'globalconfig'], { encoding: 'utf8' })
  return {
    ...Object.fromEntries(kept),
    npm_config_globalconfig: globalconfig.trim(),
    PATH: `${nodeDir}${path.delimiter}${process.env.PATH}`,
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })

const [buildStage, runtime] = dockerStages()
if (!buildStage || !runtime)
  throw new Error('The Dockerfile should have a build and a runtime stage')
const [command, ...commandArgs] = runtime.cmd ?? []
if (command !== 'node') throw new Error(`The Dockerfile's CMD should start node: ${runtime.cmd}`)

const work = mkdtempSync(path.join(tmpdir(), 'restwell-production-'))
const app = path.join(work, 'app')
const token = REQUIRED_SETTINGS.WAITLIST_ADMIN_TOKEN
let node = ''
let origin = ''
let smtp: SmtpCatcher
let server: ChildProcess | undefined
let serverEnv: Record<string, string> = {}
let serverOutput = ''
/** The image's /data volume, empty at first. */
const dataDir = path.join(work, 'data', 'waitlist')

/** One step of the image's making, on Node 24; its output is printed only if it fails. */
function step(env: Record<string, string>, ...args: string[]) {
  const started = Date.now()
  try {
    execFileSync('npm', args, { cwd: app, env, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 })
  } catch (error) {
    // execFileSync's error carries what the command printed.
    const printed = (name: string) =>
      error instanceof Error ? String(Reflect.get(error, name)) : ''
    throw new Error(`npm ${args.join(' ')} failed:\n${printed('stdout')}${printed('stderr')}`)
  }
  console.log(`npm ${args.join(' ')}: ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

async function untilHealthy(deadline: number) {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`The server exited:\n${serverOutput}`)
    const ok = await fetch(`${origin}${HEALTH_PATH}`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`No healthy answer within the start period:\n${serverOutput}`)
}

before(async () => {
  node = node24()
  const hostNode = hostEnv(path.dirname(node))
  copyBuildContext(app)
  step({ ...hostNode, ...buildStage.env }, 'ci', '--no-audit', '--no-fund')
  step({ ...hostNode, ...buildStage.env }, 'run', 'build')
  step(hostNode, 'prune', '--omit=dev', '--no-audit', '--no-fund')
  const size = execFileSync('du', ['-sm', 'node_modules'], { cwd: app, encoding: 'utf8' })
  console.log(`node_modules after the prune (what the image holds): ${size.split('\t')[0]} MB`)

  smtp = await startSmtpCatcher()
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  mkdirSync(path.dirname(dataDir), { recursive: true })
  serverEnv = {
    ...hostNode,
    ...runtime.env,
    ...REQUIRED_SETTINGS,
    PORT: String(port),
    WAITLIST_DATA_DIR: dataDir,
    SITE_URL: origin,
    SMTP_URL: smtp.url,
  }
  server = spawn(node, commandArgs, { cwd: app, env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] })
  server.stdout?.on('data', (chunk) => (serverOutput += chunk))
  server.stderr?.on('data', (chunk) => (serverOutput += chunk))
  await untilHealthy(Date.now() + 120_000)
})

after(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  await smtp?.close()
  rmSync(work, { recursive: true, force: true })
})

test('the build and the prune leave the runtime dependencies alone, on Node 24', () => {
  assert.match(execFileSync(node, ['--version'], { encoding: 'utf8' }), /^v24\./)
  for (const tool of ['tsx', 'vite', 'jsonc-parser', 'esbuild'])
    assert.equal(existsSync(path.join(app, 'node_modules', tool)), false, `${tool} is left`)
})

test('the CMD answers /api/health with 200 and the image’s HEALTHCHECK passes', async () => {
  const health = await fetch(`${origin}${HEALTH_PATH}`)
  assert.equal(health.status, 200)
  assert.deepEqual(await health.json(), { status: 'ok', database: 'up' })
  const [, ...check] = runtime.healthcheck ?? []
  execFileSync(node, check, { env: serverEnv, stdio: 'inherit' })
})

test('the CMD serves the prerendered home page at /', async () => {
  const home = await fetch(origin)
  assert.equal(home.status, 200)
  assert.match(await home.text(), new RegExp(`<title>[^<]*${loadContent().site.brand.name}`))
})

test('a sign-up is taken (202) and stored, and the link in its email confirms it', async () => {
  const email = `production-start-${randomBytes(4).toString('hex')}@example.com`
  const signup = await postJson(origin, signupBody(email), { origin })
  assert.equal(signup.status, 202)
  const exported = await fetch(`${origin}${EXPORT_PATH}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  assert.equal(exported.status, 200)
  assert.match(await exported.text(), new RegExp(email))

  const deadline = Date.now() + 60_000
  while (smtp.to(email).length === 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 200))
  const link = smtp
    .to(email)[0]
    ?.text?.match(/https?:\/\/\S+/g)
    ?.find((url) => url.includes(CONFIRM_PATH))
  if (!link?.startsWith(`${origin}${CONFIRM_PATH}?token=`))
    assert.fail(`No confirmation link in the email: ${smtp.to(email)[0]?.text}`)
  assert.equal((await fetch(link)).status, 200)
  const pressed = await fetch(`${origin}${CONFIRM_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: new URL(link).searchParams.get('token') ?? '' }),
  })
  assert.equal(pressed.status, 200)
  // The owner's command, built too, asks the running server that has the embedded database open.
  const cli = path.join(path.dirname(commandArgs[0] ?? ''), 'waitlist-cli.js')
  const count = execFileSync(node, [cli, 'count'], { cwd: app, env: serverEnv, encoding: 'utf8' })
  assert.equal(count.trim(), '1 on the list: 1 confirmed, 0 unconfirmed.')
})
