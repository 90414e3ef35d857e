// The service worker's build (docs/architecture.md, "How a page loads";
// docs/decisions/0010-service-worker.md):
// vite-plugin-pwa compiles src/service-worker/sw.ts and writes into it the list of files to
// precache, into the build folder.
import type { Plugin, ResolvedConfig } from 'vite'
import { type VitePluginPWAAPI, VitePWA } from 'vite-plugin-pwa'

/** The name vite-plugin-pwa gives the plugin that carries its API. */
const PWA_PLUGIN_NAME = 'vite-plugin-pwa'

/**
 * The prerendered pages, their code and styles, the fonts and the site's own images: what a
 * second visit needs with the network off. Hashed /assets/ files need no revision (the plugin's
 * default `dontCacheBustURLsMatching`); a page's revision is the hash of its HTML.
 */
const PRECACHED = [
  '**/*.html',
  'assets/**/*.{js,css,woff2}',
  'uploads/**/*.{svg,png,jpg,jpeg,webp,avif,gif}',
]

export function serviceWorkerPlugin(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    // The pages register it themselves, once idle (scripts/prerender.ts); the dev server has none.
    injectRegister: false,
    // scripts/site-files.ts writes the site's web app manifest.
    manifest: false,
    injectManifest: { globPatterns: PRECACHED, rollupFormat: 'iife' },
  })
}

/**
 * The plugin's API in a resolved client build. The plugin writes sw.js as the bundle closes,
 * before the pages are prerendered; scripts/build.ts has it written again after, so the precache
 * holds the prerendered pages (the way vite-ssg uses it).
 */
export function serviceWorkerApi(config: ResolvedConfig): VitePluginPWAAPI {
  const api: VitePluginPWAAPI | undefined = config.plugins.find(
    (plugin) => plugin.name === PWA_PLUGIN_NAME,
  )?.api
  if (!api) throw new Error(`The client build has no ${PWA_PLUGIN_NAME} (vite.config.ts)`)
  return api
}
