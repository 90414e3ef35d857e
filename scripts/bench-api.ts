// npm run bench:api: sign-ups per second and p99 latency of POST /api/waitlist at 50 connections,
// on the embedded database and on the Postgres server at DATABASE_URL (or --postgres <url>).
// The server runs as `npm run serve` does, in its own process, with the rate limit off.
// With a build in dist/ (or --dist <dir>), the site's files too: requests per second for the home
// page (brotli) and a hashed asset, and sign-up latency while a flood of 404s goes on.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

const PORT = Number(option('--port') ?? 4391)
const CONNECTIONS = 50
const SECONDS = 10
const WARM_UP_SECONDS = 3
const FLOOD_SECONDS = 6
const SIGNUP_CONNECTIONS = 5
const TARGETS = {
  embedded: { perSecond: 300, p99Ms: Number.POSITIVE_INFINITY },
  server: { perSecond: 1000, p99Ms: 50 },
}

type Database = { name: keyof typeof TARGETS; label: string; env: Record<string, string> }

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}

const postgresUrl = option('--postgres') ?? process.env.DATABASE_URL
const databases: Database[] = [
  {
    name: 'embedded',
    label: 'PGlite (embedded)',
    env: {
      WAITLIST_DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'bench-api-')), 'waitlist'),
    },
  },
  ...(postgresUrl
    ? [{ name: 'server' as const, label: 'Postgres server', env: { DATABASE_URL: postgresUrl } }]
    : []),
]

async function startServer(
  env: Record<string, string>,
  distDir = 'bench-api-no-site',
): Promise<ChildProcess> {
  const { DATABASE_URL: _unused, ...inherited } = process.env
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/node.ts'], {
    env: {
      ...inherited,
      ...env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      WAITLIST_RATE_LIMIT: '0',
      DIST_DIR: distDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let tries = 0; tries < 300; tries++) {
    const up = await fetch(`http://127.0.0.1:${PORT}/api/waitlist`, { method: 'OPTIONS' }).then(
      () => true,
      () => false,
    )
    if (up) return child
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  throw new Error('The waitlist server did not start')
}

/** A new sign-up on every request: its own idempotency key and email. */
function signupRequest(run: string) {
  let count = 0
  return (request: autocannon.Request) => {
    count += 1
    const key = randomUUID()
    const body = JSON.stringify({
      kind: 'waitlist-signup',
      idempotencyKey: key,
      createdAt: new Date().toISOString(),
      fields: {
        name: 'Bench',
        email: `bench-${run}-${count}-${key.slice(0, 8)}@example.com`,
        userType: '',
      },
      source: { utm: {}, referrer: '', landingPath: '/' },
      spam: { honeypotFilled: false, submittedTooFast: false },
    })
    return {
      ...request,
      body,
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
    }
  }
}

async function load(seconds: number, run: string, connections = CONNECTIONS) {
  return autocannon({
    url: `http://127.0.0.1:${PORT}/api/waitlist`,
    connections,
    duration: seconds,
    requests: [{ method: 'POST', setupRequest: signupRequest(run) }],
  })
}

/** GET requests for one path, as a browser that takes brotli and gzip sends them. */
function fetchLoad(urlPath: string, seconds: number) {
  return autocannon({
    url: `http://127.0.0.1:${PORT}${urlPath}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
  })
}

const distDir = option('--dist') ?? 'dist'
/** The build's largest hashed script, standing for every file under /assets/. */
function aHashedAsset(): string | undefined {
  const assets = path.join(distDir, 'assets')
  const sizeOf = (name: string) => statSync(path.join(assets, name)).size
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'))
  const largest = scripts.sort((a, b) => sizeOf(b) - sizeOf(a))[0]
  return largest && `/assets/${largest}`
}

/** The site's files from the same process as the sign-ups, on the embedded database. */
async function benchStatic() {
  const asset = aHashedAsset()
  if (!asset) throw new Error(`No script in ${distDir}/assets: build the site first`)
  const server = await startServer(
    { WAITLIST_DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'bench-api-')), 'waitlist') },
    distDir,
  )
  try {
    await fetchLoad('/', WARM_UP_SECONDS)
    const home = await fetchLoad('/', SECONDS)
    const hashed = await fetchLoad(asset, SECONDS)
    // A few visitors signing up, alone, then while one client floods the site with 404s.
    const alone = await load(FLOOD_SECONDS, `alone-${Date.now()}`, SIGNUP_CONNECTIONS)
    const [flooded, flood] = await Promise.all([
      load(FLOOD_SECONDS, `flooded-${Date.now()}`, SIGNUP_CONNECTIONS),
      fetchLoad(`/no-such-page-${Date.now()}`, FLOOD_SECONDS),
    ])
    return {
      asset,
      homePerSecond: Math.round(home.requests.average),
      assetPerSecond: Math.round(hashed.requests.average),
      signupP50Ms: alone.latency.p50,
      signupP99Ms: alone.latency.p99,
      floodedP50Ms: flooded.latency.p50,
      floodedP99Ms: flooded.latency.p99,
      notFoundPerSecond: Math.round(flood.requests.average),
    }
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
}

const report = []
for (const database of databases) {
  const server = await startServer(database.env)
  try {
    await load(WARM_UP_SECONDS, `warm-${Date.now()}`)
    const result = await load(SECONDS, `run-${Date.now()}`)
    const joined = Number(result.statusCodeStats?.['201']?.count ?? 0)
    const perSecond = Math.round(joined / result.duration)
    const target = TARGETS[database.name]
    report.push({
      database: database.label,
      signupsPerSecond: perSecond,
      p99Ms: result.latency.p99,
      p50Ms: result.latency.p50,
      non2xx: result.non2xx,
      errors: result.errors,
      met: perSecond >= target.perSecond && result.latency.p99 <= target.p99Ms,
      target: `≥ ${target.perSecond}/s${Number.isFinite(target.p99Ms) ? `, p99 ≤ ${target.p99Ms} ms` : ''}`,
    })
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
}

console.log(
  `\nPOST /api/waitlist, ${CONNECTIONS} connections, ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up:\n`,
)
console.log('| database | sign-ups/s | p50 | p99 | non-2xx | errors | target | met |')
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
for (const row of report)
  console.log(
    `| ${row.database} | ${row.signupsPerSecond} | ${row.p50Ms} ms | ${row.p99Ms} ms | ${row.non2xx} | ${row.errors} | ${row.target} | ${row.met ? 'yes' : 'NO'} |`,
  )
if (!postgresUrl)
  console.log('\nNo Postgres server: set DATABASE_URL (or --postgres <url>) to bench one too.')

const site = existsSync(distDir) ? await benchStatic() : undefined
if (site) {
  console.log(`\nThe site's files (${distDir}/), ${CONNECTIONS} connections, ${SECONDS} s:\n`)
  console.log('| what | result |')
  console.log('| --- | --- |')
  console.log(`| \`/\`, brotli | ${site.homePerSecond} req/s |`)
  console.log(`| ${site.asset}, brotli | ${site.assetPerSecond} req/s |`)
  console.log(
    `| sign-ups at ${SIGNUP_CONNECTIONS} connections, alone | p50 ${site.signupP50Ms} ms, p99 ${site.signupP99Ms} ms |`,
  )
  console.log(
    `| the same, during a flood of 404s (${site.notFoundPerSecond} req/s) | p50 ${site.floodedP50Ms} ms, p99 ${site.floodedP99Ms} ms |`,
  )
} else console.log(`\nNo build in ${distDir}/: run npm run build to bench the site's files too.`)
mkdirSync('reports', { recursive: true })
writeFileSync(
  'reports/bench-api.json',
  `${JSON.stringify({ at: new Date().toISOString(), report, site }, null, 2)}\n`,
)
