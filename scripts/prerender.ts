import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { HEADERS_FILE, VERCEL_FILE } from '../server/site-headers.ts'
import type { PrerenderedPage } from '../src/entry-server.tsx'
import { type PageAssets, pageAssets, readBuildManifest } from './build-manifest.ts'
import {
  formatHeadersFile,
  formatVercelConfig,
  hostHeaderRules,
  htmlPathsOf,
} from './host-headers.ts'
import { bundlePageScript } from './page-script.ts'
import {
  type ExternalOrigins,
  type InlineHashes,
  inlineHashesOf,
  mergeHashes,
  policyDirectives,
  policyMetaTag,
} from './security-policy.ts'
import { SERVICE_WORKER_URL } from './service-worker-file.ts'
import { INDEXED_PATHS, siteFiles } from './site-files.ts'

type Page = { path: string; file: string; page: string }

/**
 * Every document a static host serves, besides each massage's page (matchPages): the
 * routes, the waitlist's thank-you pages (where the form sent without JavaScript leads,
 * server/waitlist/form-post.ts), and 404.html for any other path.
 */
export const PAGES = [
  { path: '/', file: 'index.html', page: '/' },
  { path: '/quiz', file: 'quiz/index.html', page: '/quiz' },
  { path: '/our-story', file: 'our-story/index.html', page: '/our-story' },
  { path: '/privacy', file: 'privacy/index.html', page: '/privacy' },
  { path: '/waitlist/joined', file: 'waitlist/joined/index.html', page: '/waitlist/joined' },
  { path: '/waitlist/already', file: 'waitlist/already/index.html', page: '/waitlist/already' },
  { path: '/404', file: '404.html', page: '404' },
] as const satisfies readonly Page[]

/** The page any path without a file of its own gets. */
const NOT_FOUND_PAGE = '404'

/** The page of each massage in the content (/match/<key>), where a shared quiz match leads. */
function matchPages(server: ServerEntry): Page[] {
  return server.matchPagePaths().map((pagePath) => ({
    path: pagePath,
    file: `${pagePath.slice(1)}/index.html`,
    page: server.MATCH_PAGE_ROUTE,
  }))
}

type ServerEntry = typeof import('../src/entry-server.tsx')

/** Vite's stylesheet and module-preload tags; the prerenderer writes its own, per page. */
const VITE_ASSET_TAGS = /\s*<link rel="(?:stylesheet|modulepreload)"[^>]*>/g

/**
 * index.html's icon and manifest links, but its SVG icon: what browsers fetch for the tab, not for
 * the page, linked after the first paint.
 */
const ICON_LINKS =
  /\s*<link rel="(?:icon|apple-touch-icon|manifest)"(?![^>]*image\/svg\+xml)[^>]*>/g

/** index.html's SVG icon: the tab's icon while the page paints. */
const SVG_ICON_LINK = /<link rel="icon"[^>]*image\/svg\+xml[^>]*>/

/**
 * The SVG icon with its file inside it, as a data: URL. A browser asks for the tab's icon as the
 * page paints (for /favicon.ico when the page names none), and that request would share the
 * connection with the font the first paint waits for (scripts/brand-fonts.ts); this one is a
 * few hundred bytes, and it is there without JavaScript too.
 */
function iconInThePage(template: string, outDir: string): string {
  const tag = SVG_ICON_LINK.exec(template)?.[0]
  if (!tag) throw new Error('index.html has no <link rel="icon" type="image/svg+xml">')
  const { href = '' } = attributesOf(tag)
  const svg = readFileSync(path.join(outDir, href), 'utf8').trim()
  return `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(svg)}">`
}

/** A link tag's attributes, in order. */
function attributesOf(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
  )
}

/**
 * The page's module script (src/start-up.ts), bundled with the page's own files: it starts the
 * page's code as the page paints, and links the tab's icons and registers the service worker
 * once the page has loaded.
 */
async function startUpScript(
  { scripts, shell }: PageAssets,
  tabLinks: Record<string, string>[],
): Promise<string> {
  const values = {
    PAGE_SCRIPTS: scripts,
    SHELL_CHUNK: shell,
    TAB_LINKS: tabLinks,
    SERVICE_WORKER: SERVICE_WORKER_URL,
  }
  const code = await bundlePageScript('src/start-up.ts', { type: 'module', values })
  return `<script type="module">${code}</script>`
}

/**
 * The entry's CSS inline, so a first paint waits for no second request; a route's own linked.
 * The 404 page links the entry's too: any path a client makes up is answered with it, so it stays
 * small, and the stylesheet it links is the one every page's visit has cached.
 */
function stylesheetTags(
  { entryCss, routeCss }: PageAssets,
  outDir: string,
  inline: boolean,
): string {
  const link = (file: string) => `<link rel="stylesheet" crossorigin href="${file}">`
  if (!inline) return [...entryCss, ...routeCss].map(link).join('\n    ')
  const inlineCss = entryCss.map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('')
  return [...routeCss.map(link), `<style>${inlineCss}</style>`].join('\n    ')
}

/** What every page's document carries besides the page itself. */
type SharedParts = {
  /** What runs before the app's code: src/early-input.ts, bundled. */
  earlyInput: string
  /** Shown by CSS when a press is held offline: outside the app, which never renders it. */
  heldOfflineNote: string
}

async function composeDocument(
  template: string,
  rendered: PrerenderedPage,
  assets: PageAssets,
  shared: SharedParts,
  outDir: string,
): Promise<string> {
  const tabLinks = (template.match(ICON_LINKS) ?? []).map((tag) => attributesOf(tag))
  const startUp = await startUpScript(assets, tabLinks)
  return template
    .replace(VITE_ASSET_TAGS, '')
    .replace(ICON_LINKS, '')
    .replace(SVG_ICON_LINK, iconInThePage(template, outDir))
    .replace(/\s*<script type="module"[^>]*><\/script>/, '')
    .replace(
      '<!--app-head-->',
      `${rendered.head}\n    ${stylesheetTags(assets, outDir, rendered.page !== NOT_FOUND_PAGE)}\n    <script>${shared.earlyInput}</script>\n    ${startUp}`,
    )
    .replace(
      '<div id="root"><!--app-body--></div>',
      `<div id="root" data-page="${rendered.page}">${rendered.body}</div>\n    ${shared.heldOfflineNote}`,
    )
}

/**
 * Puts the document's Content-Security-Policy in force right after its charset (which browsers
 * look for in the first bytes), ahead of every script, style and link it governs.
 */
function withPolicy(html: string, policy: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/.exec(html)
  if (!charset) throw new Error('index.html has no <meta charset>')
  const end = charset.index + charset[0].length
  return `${html.slice(0, end)}\n    ${policyMetaTag(policy)}${html.slice(end)}`
}

/** The host header files, with one policy that allows every page's inline code. */
function writeHostHeaders(
  outDir: string,
  pages: readonly Page[],
  pageHashes: InlineHashes[],
  origins: ExternalOrigins,
) {
  const policy = policyDirectives(mergeHashes(pageHashes), origins, 'header')
  const htmlPaths = htmlPathsOf(
    pages.filter(({ page }) => page !== '404').map(({ path: pagePath }) => pagePath),
    pages.map(({ file }) => file),
  )
  const rules = hostHeaderRules(policy, htmlPaths)
  writeFileSync(path.join(outDir, HEADERS_FILE), formatHeadersFile(rules))
  writeFileSync(path.join(outDir, VERCEL_FILE), formatVercelConfig(rules))
}

/**
 * Writes the full HTML of every page into `outDir`, from the server build of the same app, and
 * beside them the sitemap, robots.txt, web app manifest and host header files. Each document
 * carries its Content-Security-Policy, its page's inlined CSS, head tags, the early-input script
 * (src/early-input.ts) and the code it starts with.
 */
export async function prerenderSite(
  outDir: string,
  serverEntry: string,
  siteUrl: string,
  origins: ExternalOrigins,
): Promise<void> {
  const server: ServerEntry = await import(pathToFileURL(path.resolve(serverEntry)).href)
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8')
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-body-->'))
    throw new Error('index.html lost its <!--app-head--> or <!--app-body--> placeholder')
  const manifest = readBuildManifest(outDir)
  const shared: SharedParts = {
    earlyInput: await bundlePageScript('src/early-input.ts'),
    heldOfflineNote: server.heldOfflineNoteHtml(),
  }
  const pageHashes: InlineHashes[] = []
  const matches = matchPages(server)
  const pages = [...PAGES, ...matches]

  for (const { path: pagePath, file, page } of pages) {
    const rendered = await server.prerenderPage(pagePath)
    if (rendered.page !== page)
      throw new Error(`Prerendering ${pagePath} showed page "${rendered.page}", not "${page}"`)
    const assets = pageAssets(manifest, page === '404' ? undefined : page)
    const target = path.join(outDir, file)
    mkdirSync(path.dirname(target), { recursive: true })
    const html = await composeDocument(template, rendered, assets, shared, outDir)
    const hashes = inlineHashesOf(html)
    pageHashes.push(hashes)
    writeFileSync(target, withPolicy(html, policyDirectives(hashes, origins, 'meta')))
  }
  writeHostHeaders(outDir, pages, pageHashes, origins)
  const root = fileURLToPath(new URL('..', import.meta.url))
  const indexed = [...INDEXED_PATHS, ...matches.map(({ path: pagePath }) => pagePath)]
  for (const [file, text] of Object.entries(siteFiles(root, siteUrl, template, indexed)))
    writeFileSync(path.join(outDir, file), text)
  rmSync(path.join(outDir, '.vite'), { recursive: true, force: true })
}
