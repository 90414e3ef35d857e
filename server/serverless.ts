// The waitlist endpoint as one web-standard fetch handler, for a serverless host (README,
// "Deploying the waitlist on Netlify"). It needs DATABASE_URL: a function's disk does not last.
import type { Context } from 'hono'
import { serverConfig } from './config.ts'
import { openWaitlistApi, type WaitlistApi } from './waitlist-api.ts'

/** The client's address as the host's edge saw it (each host names its own header). */
function edgeClientAddress(c: Context): string {
  return (
    c.req.header('x-nf-client-connection-ip') ??
    c.req.header('x-real-ip') ??
    c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ??
    'unknown'
  )
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
  api ??= openWaitlistApi({ ...config, addressOf: edgeClientAddress }).catch((error: unknown) => {
    api = undefined
    throw error
  })
  return (await api).app.fetch(request)
}
