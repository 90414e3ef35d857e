// npm run bench:api: sign-ups per second and p99 latency of POST /api/waitlist at 50 connections,
// on the embedded database and on the Postgres server at DATABASE_URL (or --postgres <url>).
// The server runs as `npm run serve` does, in its own process, with the rate limit off.
// With a build in dist/ (or --dist <dir>), the site's files too: requests per second for the home
// page (brotli) and a hashed asset, and sign-up latency while a flood of 404s goes on. Then the
// places in line over 10,000 sign-ups and 1,000 referrals, by the one query the server runs. Last,
// the owner's dashboard's numbers over 100,000 generated sign-ups (scripts/bench-dashboard.ts).
// Usage: npm run bench:api [-- --postgres <url>] [-- --dist <dir>] [-- --port 4391]
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { ADMIN_STATS_PATH as ADMIN_STATS } from '../server/paths.ts'
import { printTable, writeReport } from './bench-common.ts'
import { benchDashboardStats, GENERATED_SIGNUPS, STATS_TARGET_MS } from './bench-dashboard.ts'
import { benchPlaces, PLACES } from './bench-places.ts'

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '4391' },
    postgres: { type: 'string' },
    dist: { type: 'string', default: 'dist' },
  },
})
const ORIGIN = `http://127.0.0.1:${options.port}`
const CONNECTIONS = 50
const SECONDS = 10
const WARM_UP_SECONDS = 3
const FLOOD_SECONDS = 6
const SIGNUP_CONNECTIONS = 5
const postgresUrl = options.postgres ?? process.env.DATABASE_URL
const distDir = options.dist
const newDataDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'bench-api-')), 'waitlist')

/** The server as `npm run serve` runs it, on `env`'s database, for as long as `use` runs. */
async function withServer<Result>(env: NodeJS.ProcessEnv, use: () => Promise<Result>) {
  const { DATABASE_URL: _notInherited, ...inherited } = process.env
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/node.ts'], {
    env: {
      // Production signs links with WAITLIST_SECRET: one made for this run, unless one is set.
      WAITLIST_SECRET: `bench:${randomBytes(32).toString('base64url')}`,
      ...inherited,
      DIST_DIR: 'bench-api-no-site',
      ...env,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => server.once('exit', resolve))
  try {
    // It says where it listens once it does.
    await new Promise((resolve, reject) => {
      server.stdout.on('data', (line) => String(line).includes(`:${options.port}`) && resolve(line))
      void exited.then(() => reject(new Error('The waitlist server did not start')))
    })
    return await use()
  } finally {
    server.kill('SIGTERM')
    await exited
  }
}
const serverEnv = { PORT: String(options.port), WAITLIST_RATE_LIMIT: '0' }

/** A new sign-up on every request: autocannon puts an id of its own in place of each `[<id>]`. */
const SIGNUP = JSON.stringify({
  kind: 'waitlist-signup',
  idempotencyKey: '[<id>]',
  createdAt: new Date().toISOString(),
  fields: { name: 'Bench', email: 'bench-[<id>]@example.com', userType: '' },
  source: { utm: {}, referrer: '', landingPath: '/' },
  spam: { honeypotFilled: false, submittedTooFast: false },
})
const signups = (seconds: number, connections = CONNECTIONS) =>
  autocannon({
    url: `${ORIGIN}/api/waitlist`,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: SIGNUP,
    idReplacement: true,
  })

/** GET requests for one path, as a browser that takes brotli and gzip sends them. */
const fetches = (urlPath: string, seconds: number) =>
  autocannon({
    url: ORIGIN + urlPath,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
  })

/** The databases a run signs up on, and the figures each is held to; Postgres when given. */
const DATABASES = [
  { label: 'PGlite (embedded)', perSecond: 300, env: { WAITLIST_DATA_DIR: newDataDir() } },
  {
    label: 'Postgres server',
    perSecond: 1000,
    p99Ms: 50,
    env: postgresUrl ? { DATABASE_URL: postgresUrl } : undefined,
  },
]
const report = []
for (const { label, perSecond: leastPerSecond, p99Ms, env } of DATABASES) {
  if (!env) continue
  const result = await withServer({ ...serverEnv, ...env }, async () => {
    await signups(WARM_UP_SECONDS)
    return signups(SECONDS)
  })
  // Every sign-up taken is answered 202 (decision 0026).
  const joined = Number(result.statusCodeStats?.['202']?.count ?? 0)
  const { latency, non2xx, errors } = result
  const perSecond = Math.round(joined / result.duration)
  const met = perSecond >= leastPerSecond && latency.p99 <= (p99Ms ?? Number.POSITIVE_INFINITY)
  const target = `≥ ${leastPerSecond}/s${p99Ms ? `, p99 ≤ ${p99Ms} ms` : ''}`
  report.push({ label, perSecond, p50: latency.p50, p99: latency.p99, non2xx, errors, target, met })
}
printTable(
  `POST /api/waitlist, ${CONNECTIONS} connections, ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up:`,
  ['database', 'sign-ups/s', 'p50', 'p99', 'non-2xx', 'errors', 'target', 'met'],
  report.map((row) => [
    row.label,
    row.perSecond,
    `${row.p50} ms`,
    `${row.p99} ms`,
    row.non2xx,
    row.errors,
    row.target,
    row.met ? 'yes' : 'NO',
  ]),
)
if (!postgresUrl)
  console.log('\nNo Postgres server: set DATABASE_URL (or --postgres <url>) to bench one too.')

/** The build's largest hashed script, standing for every file under /assets/. */
function aHashedAsset(): string {
  const assets = path.join(distDir, 'assets')
  const sizeOf = (name: string) => statSync(path.join(assets, name)).size
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'))
  const largest = scripts.sort((a, b) => sizeOf(b) - sizeOf(a))[0]
  if (!largest) throw new Error(`No script in ${distDir}/assets: build the site first`)
  return `/assets/${largest}`
}

/** The site's files, from the same process as the sign-ups, on the embedded database. */
const site = existsSync(distDir)
  ? await withServer(
      { ...serverEnv, WAITLIST_DATA_DIR: newDataDir(), DIST_DIR: distDir },
      async () => {
        const asset = aHashedAsset()
        await fetches('/', WARM_UP_SECONDS)
        const home = await fetches('/', SECONDS)
        const hashed = await fetches(asset, SECONDS)
        // A few visitors signing up, alone, then while one client floods the site with 404s.
        const alone = await signups(FLOOD_SECONDS, SIGNUP_CONNECTIONS)
        const [flooded, flood] = await Promise.all([
          signups(FLOOD_SECONDS, SIGNUP_CONNECTIONS),
          fetches(`/no-such-page-${Date.now()}`, FLOOD_SECONDS),
        ])
        const latency = ({ latency: { p50, p99 } }: typeof alone) => `p50 ${p50} ms, p99 ${p99} ms`
        const perSecond = ({ requests }: typeof home) => Math.round(requests.average)
        return {
          '`/`, brotli': `${perSecond(home)} req/s`,
          [`${asset}, brotli`]: `${perSecond(hashed)} req/s`,
          [`sign-ups at ${SIGNUP_CONNECTIONS} connections, alone`]: latency(alone),
          [`the same, during a flood of 404s (${perSecond(flood)} req/s)`]: latency(flooded),
        }
      },
    )
  : undefined
if (site)
  printTable(
    `The site's files (${distDir}/), ${CONNECTIONS} connections, ${SECONDS} s:`,
    ['what', 'result'],
    Object.entries(site),
  )
else console.log(`\nNo build in ${distDir}/: run npm run build to bench the site's files too.`)
const places = []
for (const { label, env } of DATABASES) {
  if (!env) continue
  for (const row of await benchPlaces(env.DATABASE_URL)) places.push({ label, ...row })
}
printTable(
  `Places in line: ${PLACES.signups.toLocaleString('en')} sign-ups, ${PLACES.referrals.toLocaleString('en')} referrals, one query each:`,
  ['database', 'query', 'median', 'p95', 'target', 'met'],
  places.map((row) => [
    row.label,
    row.query,
    `${row.medianMs} ms`,
    `${row.p95Ms} ms`,
    `median ≤ ${PLACES.targetMs} ms`,
    row.met ? 'yes' : 'NO',
  ]),
)
const dashboard = []
for (const { label, env } of DATABASES) {
  if (!env) continue
  const measured = await benchDashboardStats('DATABASE_URL' in env ? env.DATABASE_URL : undefined)
  dashboard.push({ label, ...measured })
}
printTable(
  `The dashboard's stats (${ADMIN_STATS}) over ${GENERATED_SIGNUPS.toLocaleString('en')} generated sign-ups, 15 runs after 3:`,
  ['database', 'p50', 'p90', 'target', 'met'],
  dashboard.map((row) => [
    row.label,
    `${row.p50} ms`,
    `${row.p90} ms`,
    `p90 ≤ ${STATS_TARGET_MS} ms`,
    row.met ? 'yes' : 'NO',
  ]),
)
writeReport('bench-api.json', { at: new Date().toISOString(), report, site, places, dashboard })
