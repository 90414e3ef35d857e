// npm run build: the browser bundle, a server bundle of the same app, then the static HTML of
// every page (scripts/prerender.ts), the share cards and PNG icons, then a brotli and a gzip copy
// of each text file (scripts/precompress.ts); last, the production server with the content it
// checked (scripts/build-server.ts) into dist-server/, with the names of the site's files its own
// pages link (scripts/server-page-assets.ts). `--outDir <dir>` builds elsewhere than
// dist/ (and <dir>-server/). The
// content is checked first: a mistake stops the build before Vite starts, with the report of
// `npm run content:check`, and the last build is left as it was.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, loadEnv, type Plugin } from 'vite'
import type { VitePluginPWAAPI } from 'vite-plugin-pwa'
import { funnelEngineFrom } from '../contract/funnel-engine.ts'
import { siteUrlFrom } from '../contract/site-url.ts'
import { waitlistEndpointFrom } from '../contract/waitlist-endpoint.ts'
import { formatReport } from '../schemas/validation/report.ts'
import type { BrandFontParts } from './brand-fonts.ts'
import { brandFontsApi } from './brand-fonts-plugin.ts'
import { ContentError, explainBuildFailure } from './build-failure.ts'
import { buildServer, serverOutDir } from './build-server.ts'
import { contentImageOrigins } from './content-origins.ts'
import { contentNotes } from './content-report.ts'
import { contentVersions } from './content-versions.ts'
import { writeMailFonts } from './mail-fonts.ts'
import { precompressFolder } from './precompress.ts'
import { prerenderSite } from './prerender.ts'
import { originOf } from './security-policy.ts'
import { buildServerPageAssets, writeFontFacesFile } from './server-page-assets.ts'
import { serviceWorkerApi } from './service-worker-plugin.ts'
import { writeShareCards } from './share-cards.ts'
import { writeSiteIcons } from './site-icons.ts'

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}

const outDir = option('--outDir') ?? 'dist'
const root = fileURLToPath(new URL('..', import.meta.url))
// CONTENT_ROOT builds from another copy of schemas/content/ (vite.config.ts reads it too).
const contentRoot = process.env.CONTENT_ROOT ?? root
const serverDir = path.join('node_modules', '.cache', 'prerender', path.basename(outDir))
const checkContentVersion = contentVersions(contentRoot)

type ClientBuild = {
  /** The service worker plugin's API, to write sw.js again once the pages exist. */
  serviceWorker: VitePluginPWAAPI
  /** The brand fonts the build cut, as each page's head carries them. */
  fonts: BrandFontParts
}

/** The browser bundle, and what its plugins tell the steps after it. */
async function buildClient(): Promise<ClientBuild> {
  let apis: { serviceWorker: VitePluginPWAAPI; fonts: ReturnType<typeof brandFontsApi> } | undefined
  const findApis: Plugin = {
    name: 'restwell-find-plugin-apis',
    configResolved(config) {
      apis = { serviceWorker: serviceWorkerApi(config), fonts: brandFontsApi(config) }
    },
  }
  await build({
    build: { outDir, manifest: true, emptyOutDir: true },
    plugins: [findApis],
  })
  if (!apis) throw new Error('The client build never resolved its config')
  return { serviceWorker: apis.serviceWorker, fonts: await apis.fonts.parts() }
}

try {
  // The settings first: a wrong one stops the build in one line, before anything is built.
  const engine = funnelEngineFrom()
  // Before Vite empties the build folder, and before any of its plugins can wrap the report.
  const before = checkContentVersion().check
  if (!before.ok) throw new ContentError(formatReport(before.problems))
  const { serviceWorker, fonts } = await buildClient()
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
    images: contentImageOrigins(contentRoot),
    connect: [...originOf(endpoint), ...originOf(engine?.events ?? '')],
  }
  // The server's pages link the site's stylesheet and fonts, made again with their utilities.
  const fontFacesFile = writeFontFacesFile(outDir, fonts)
  const serverPages = await buildServerPageAssets(outDir, fontFacesFile)
  await prerenderSite(outDir, path.join(serverDir, 'entry-server.js'), {
    siteUrl,
    contentRoot,
    origins,
    fonts,
    fontFacesFile,
  })
  const { check } = checkContentVersion()
  if (!check.ok) throw new Error('The content changed during the build: build again')
  await writeShareCards(outDir, check.content, contentRoot)
  await writeSiteIcons(outDir)
  writeMailFonts(outDir)
  // Written again now that the pages exist, so it precaches them as prerendered.
  await serviceWorker.generateSW()
  // Last, once every file is written (sw.js included); the precache never lists the copies.
  await precompressFolder(outDir)
  console.log(`Prerendered every page into ${outDir}/ for ${siteUrl}`)
  const productionServer = serverOutDir(outDir)
  await buildServer(productionServer, check.shown, serverPages)
  console.log(`Built the production server into ${productionServer}/ (npm run serve runs it)`)
  // Last, where a maintainer looks once the build is done: notes never stop it.
  if (check.warnings.length > 0) console.log(`\n${contentNotes(check.warnings, contentRoot)}`)
} catch (error) {
  // Broken content or a wrong setting is the maintainer's to fix: say what, once, without a stack.
  console.error(explainBuildFailure(error) ?? error)
  process.exitCode = 1
}
