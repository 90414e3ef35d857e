// npm run build: the browser bundle, a server bundle of the same app, then the static HTML of
// every page (scripts/prerender.ts). `--outDir <dir>` builds elsewhere than dist/.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, loadEnv } from 'vite'
import { explainBuildFailure } from './build-failure.ts'
import { contentImageOrigins } from './content-origins.ts'
import { prerenderSite } from './prerender.ts'
import { originOf } from './security-policy.ts'
import { siteUrlFrom } from './site-url.ts'
import { waitlistEndpointFrom } from './waitlist-endpoint.ts'

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}

const outDir = option('--outDir') ?? 'dist'
const root = fileURLToPath(new URL('..', import.meta.url))
const serverDir = path.join('node_modules', '.cache', 'prerender', path.basename(outDir))

try {
  await build({ build: { outDir, manifest: true, emptyOutDir: true } })
  await build({
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  })
  const siteUrl = siteUrlFrom()
  // Read as vite.config.ts reads them, so the policy allows exactly what the bundle uses.
  const endpoint = waitlistEndpointFrom(loadEnv('production', root, 'VITE_').VITE_WAITLIST_ENDPOINT)
  const origins = {
    images: contentImageOrigins(process.env.CONTENT_ROOT ?? root),
    connect: originOf(endpoint),
  }
  await prerenderSite(outDir, path.join(serverDir, 'entry-server.js'), siteUrl, origins)
  console.log(`Prerendered every page into ${outDir}/ for ${siteUrl}`)
} catch (error) {
  // Broken content or a wrong setting is the maintainer's to fix: say what, once, without a stack.
  console.error(explainBuildFailure(error) ?? error)
  process.exitCode = 1
}
