import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { nodeClientAddress, nodeSocketAddress } from './client-address.ts'
import { serverConfig } from './config.ts'
import { followedContent } from './content.ts'
import { followingContent } from './waitlist/content-parts.ts'
import { openWaitlistApi } from './waitlist-api.ts'

/**
 * The waitlist endpoint inside the dev server (npm start): `/api/*` on the site's own origin, over
 * the same database `npm run waitlist` reads. Its rules follow the content files as the page does:
 * a field added to forms.json is taken at the next sign-up, and `tell` says so in the terminal.
 */
export async function openDevWaitlistApi(tell: (line: string) => void = console.log) {
  const config = serverConfig()
  const api = await openWaitlistApi({
    ...config,
    content: followingContent(followedContent(tell)),
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
