// The waitlist endpoint as one web-standard fetch handler, for a serverless host (docs/deploying.md,
// "On a static host with a serverless function"). It needs DATABASE_URL: a function's disk does
// not last.
import type { Context } from 'hono'
import { serverConfig } from './config.ts'
import { openWaitlistApi, type WaitlistApi } from './waitlist-api.ts'

/**
 * The client's address as Netlify's edge saw it. A header the client could write itself (the
 * first X-Forwarded-For entry) would let a script pick a new address per request.
 */
function edgeClientAddress(c: Context): string {
  return c.req.header('x-nf-client-connection-ip') ?? 'unknown'
}

let api: Promise<WaitlistApi> | undefined

/** Opens (and migrates) the database on a function's first request, then reuses it while warm. */
export default async function handleWaitlist(request: Request): Promise<Response> {
  const config = serverConfig()
  if (!config.databaseUrl)
    return Response.json(
      { error: 'not-configured', message: 'Set DATABASE_URL for the waitlist function.' },
      { status: 503 },
    )
  // A few connections per warm instance, statements not prepared: many instances share the
  // server, often through a pooler that cannot keep prepared statements.
  api ??= openWaitlistApi({
    ...config,
    addressOf: edgeClientAddress,
    serverPool: { maxConnections: 3, prepared: false },
    // A function is frozen between requests: a schedule sends the mail (npm run waitlist -- send).
    sendsMail: false,
  }).catch((error: unknown) => {
    api = undefined
    throw error
  })
  return (await api).app.fetch(request)
}
