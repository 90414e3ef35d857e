import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { Content } from '../schemas/content-files.ts'
import { nodeClientAddress, nodeSocketAddress } from '../server/client-address.ts'
import { serverConfig } from '../server/config.ts'
import { contentRoot, loadContent } from '../server/content.ts'
import { isServerPath } from '../server/paths.ts'
import { followingContent } from '../server/waitlist/content-parts.ts'
import { openWaitlistApi } from '../server/waitlist-api.ts'
import { contentVersions } from './content-versions.ts'

/**
 * The content as its files are now, for the dev endpoint: checked again whenever they change.
 * While they are broken it stays the last valid one (the dev page says what to fix), and `tell`
 * hears the waitlist's fields each time a change gives it others.
 */
function followedContent(tell: (line: string) => void): () => Content {
  const root = contentRoot()
  let content = loadContent(root)
  const checkVersion = contentVersions(root)
  const fieldsOf = (of: Content) => of.forms.waitlist.fields.map((field) => field.name).join(', ')
  return () => {
    const { check, isNew } = checkVersion()
    if (!isNew || !check.ok) return content
    const before = fieldsOf(content)
    content = check.content
    const after = fieldsOf(content)
    if (after !== before)
      tell(`Waitlist endpoint: sign-ups now take the fields ${after} (forms.json).`)
    return content
  }
}

/**
 * The waitlist endpoint inside the dev server (npm start): `/api/*` on the site's own origin, over
 * the same database `npm run waitlist` reads. Its rules follow the content files as the page does:
 * a field added to forms.json is taken at the next sign-up, and `tell` says so in the terminal.
 */
export async function openDevWaitlistApi(tell: (line: string) => void = console.log) {
  const config = serverConfig()
  const content = followedContent(tell)
  const api = await openWaitlistApi({
    ...config,
    content,
    parts: followingContent(content),
    tell,
    addressOf: nodeClientAddress(0),
    socketAddressOf: nodeSocketAddress,
  })
  const handle = getRequestListener(api.app.fetch)
  return {
    database: config.databaseUrl ? 'the Postgres server at DATABASE_URL' : config.dataDir,
    middleware(request: IncomingMessage, response: ServerResponse, next: () => void) {
      if (isServerPath(request.url ?? '')) void handle(request, response)
      else next()
    },
    listening: api.listening,
    close: api.close,
  }
}
