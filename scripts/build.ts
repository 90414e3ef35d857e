// npm run build: the browser bundle, a server bundle of the same app, then the static HTML of
// every page (scripts/prerender.ts). `--outDir <dir>` builds elsewhere than dist/.
import path from 'node:path'
import { build } from 'vite'
import { explainBuildFailure } from './build-failure.ts'
import { prerenderSite } from './prerender.ts'
import { siteUrlFrom } from './site-url.ts'

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}

const outDir = option('--outDir') ?? 'dist'
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
  await prerenderSite(outDir, path.join(serverDir, 'entry-server.js'), siteUrl)
  console.log(`Prerendered every page into ${outDir}/ for ${siteUrl}`)
} catch (error) {
  // Broken content or a wrong setting is the maintainer's to fix: say what, once, without a stack.
  console.error(explainBuildFailure(error) ?? error)
  process.exitCode = 1
}
