import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { nodeClientAddress, nodeSocketAddress } from './client-address.ts'
import { serverConfig } from './config.ts'
import { openWaitlistApi } from './waitlist-api.ts'

/**
 * The waitlist endpoint inside the dev server (npm start): `/api/*` on the site's own origin, over
 * the same database `npm run waitlist` reads.
 */
export async function openDevWaitlistApi() {
  const config = serverConfig()
  const api = await openWaitlistApi({
    ...config,
    addressOf: nodeClientAddress(0),
    socketAddressOf: nodeSocketAddress,
  })
  const handle = getRequestListener(api.app.fetch)
  return {
    database: config.databaseUrl ? 'the Postgres server at DATABASE_URL' : config.dataDir,
    middleware(request: IncomingMessage, response: ServerResponse, next: () => void) {
      if (request.url?.startsWith('/api/')) void handle(request, response)
      else next()
    },
    listening: api.listening,
    close: api.close,
  }
}
