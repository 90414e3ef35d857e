import { readFileSync } from 'node:fs'
import path from 'node:path'
import { contentFilePath } from '../schemas/content-files.ts'
import { siteSchema } from '../schemas/site.schema.ts'

/** The pages search engines should know about, by path, besides each massage's (/match/…). */
export const INDEXED_PATHS = ['/', '/quiz', '/our-story', '/privacy'] as const

/** The theme colour index.html gives browsers, so the installed app matches the pages. */
function themeColor(indexHtml: string): string {
  const color = /<meta name="theme-color" content="([^"]+)"/.exec(indexHtml)?.[1]
  if (!color) throw new Error('index.html has no <meta name="theme-color">')
  return color
}

/**
 * The files a host serves beside the pages, by name: the sitemap of `indexedPaths`, robots.txt
 * pointing at it, and the web app manifest, all from content and the SITE_URL setting.
 */
export function siteFiles(
  root: string,
  siteUrl: string,
  indexHtml: string,
  indexedPaths: readonly string[],
): Record<string, string> {
  const site = siteSchema.parse(
    JSON.parse(readFileSync(path.join(root, contentFilePath('site')), 'utf8')),
  )
  const color = themeColor(indexHtml)
  const manifest = {
    name: site.brand.name,
    short_name: site.brand.name,
    description: site.installedApp.description,
    lang: 'en',
    start_url: '/',
    scope: '/',
    // A website, not an app to install: the Restwell app is its own, for iOS and Android.
    display: 'browser',
    background_color: color,
    theme_color: color,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
  const urls = indexedPaths.map((page) => `  <url><loc>${siteUrl}${page}</loc></url>`)
  return {
    'manifest.webmanifest': `${JSON.stringify(manifest, null, 2)}\n`,
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  }
}
