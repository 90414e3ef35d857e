// npm run serve: the built site (dist/, with the headers of dist/_headers) and the waitlist
// endpoint on one origin, in one Node process. Settings: server/config.ts and docs/waitlist-server.md.
import { existsSync } from 'node:fs'
import { createServer, type RequestListener } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { nodeClientAddress, nodeSocketAddress } from './client-address.ts'
import { serverConfig } from './config.ts'
import { isServerPath, WAITLIST_PATH } from './paths.ts'
import { startWatchdog } from './process-watchdog.ts'
import { staticHandler } from './static-site.ts'
import { openWaitlistApi } from './waitlist-api.ts'

/** A setting, the content or the database folder to fix: what to do, without a stack. */
function failToStart(error: unknown): never {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

const config = await Promise.resolve()
  .then(() => serverConfig())
  .catch(failToStart)
const api = await openWaitlistApi({
  ...config,
  addressOf: nodeClientAddress(config.trustedProxyHops),
  socketAddressOf: nodeSocketAddress,
}).catch(failToStart)
// Started once the database is open: a first open (initdb) holds the main thread for seconds.
const watchdog = startWatchdog()
const handleApi = getRequestListener(api.app.fetch)
const siteBuilt = existsSync(config.distDir)
const handleSite: RequestListener = siteBuilt
  ? staticHandler(config.distDir)
  : (_request, response) => {
      response
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('No site built: run npm run build')
    }

const server = createServer((request, response) =>
  (isServerPath(request.url ?? '') ? handleApi : handleSite)(request, response),
)
server.listen(config.port, () => {
  api.listening(`http://127.0.0.1:${config.port}`)
  const database = config.databaseUrl ? 'the Postgres server at DATABASE_URL' : config.dataDir
  console.log(`Restwell on http://localhost:${config.port}: sign-ups go to ${database}`)
  console.log(`Email: ${api.mail.describe}.`)
  if (api.mail.warning) console.log(api.mail.warning)
  if (api.webhook) console.log(`Webhook: ${api.webhook}.`)
  if (!siteBuilt) console.log(`No build in ${config.distDir}: only ${WAITLIST_PATH} is served.`)
})

/** However a stop goes, the process is gone this long after it began (process-watchdog.ts). */
const STOP_LIMIT_MS = 15_000

/**
 * Stops taking requests, lets those under way finish (5 s at most), writes what was handed in,
 * then closes the database.
 */
function stop() {
  watchdog.stopWithin(STOP_LIMIT_MS)
  server.close(() => void api.close().finally(() => process.exit(0)))
  server.closeIdleConnections()
  setTimeout(() => server.closeAllConnections(), 5000).unref()
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)

// A database that can answer no more: requests under way have had their 503; exit non-zero so
// the supervisor (Docker's restart policy, systemd) starts a fresh process on the intact files.
void api.broken.then((error) => {
  console.error(`The database failed for good (${error.name}): stopping.`)
  watchdog.stopWithin(STOP_LIMIT_MS)
  server.close(() => process.exit(1))
  server.closeIdleConnections()
  setTimeout(() => process.exit(1), 2000).unref()
})
