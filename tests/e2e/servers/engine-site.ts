// The production build for a funnel engine's settings (issue 48, decision 0068), built once per
// engine into a temporary folder and served as a static host would: the tests' other sites are
// built by playwright.config.ts for every run, and these two builds only serve one spec.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { serverOutDir } from '../../../scripts/build-server.ts'
import { staticHandler } from '../../../server/static-site.ts'
import { testContentRoot } from '../../content-roots'
import { listenOnFreePort } from './free-port'

const BUILD_TIMEOUT_MS = 180_000

/**
 * Builds the site with `settings` (PLAUSIBLE_* or UMAMI_*) for the origin it is then served at,
 * sign-ups to the browser console: the engine is the only place a step may go.
 */
export async function engineSite(settings: Record<string, string>) {
  const server = createServer()
  const origin = await listenOnFreePort(server)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'restwell-engine-'))
  await promisify(execFile)(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts', '--outDir', dir],
    {
      env: {
        ...process.env,
        ...settings,
        VITE_WAITLIST_ENDPOINT: 'console',
        SITE_URL: origin,
        CONTENT_ROOT: testContentRoot(),
      },
      timeout: BUILD_TIMEOUT_MS,
    },
  )
  server.on('request', staticHandler(dir))
  const close = async () => {
    server.closeAllConnections()
    await new Promise((done) => server.close(done))
    // The build's folders: the site, its server, and the prerenderer's cache (scripts/build.ts).
    for (const folder of [dir, serverOutDir(dir), prerenderCacheOf(dir)])
      rmSync(folder, { recursive: true, force: true })
  }
  return { origin, dir, close }
}

const prerenderCacheOf = (dir: string) =>
  path.join('node_modules', '.cache', 'prerender', path.basename(dir))
