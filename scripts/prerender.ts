import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { HEADERS_FILE, VERCEL_FILE } from '../server/site-headers.ts'
import type { HeadParts } from '../src/entry-server.tsx'
import type { BrandFontParts } from './brand-fonts.ts'
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
} from './security-policy.ts'
import { SERVICE_WORKER_URL } from './service-worker-file.ts'
import { INDEXED_PATHS, siteFiles } from './site-files.ts'
import { templateHead } from './template-head.ts'

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

/**
 * The policy's place in each document as React renders it (src/prerendered-head.tsx): the
 * policy allows the document's own inline code by its hashes, so it is written in once the
 * document is whole.
 */
const POLICY_TO_COME = 'content-security-policy-to-come'

function withPolicy(html: string, policy: string): string {
  const around = html.split(POLICY_TO_COME)
  if (around.length !== 2)
    throw new Error(
      `A page has ${around.length - 1} places for its policy, not 1 (src/prerendered-head.tsx)`,
    )
  return around.join(policy)
}

/**
 * The page's module script (src/start-up.ts), bundled with the page's own files: it starts the
 * page's code as the page paints, and links the tab's icons and registers the service worker
 * once the page has loaded.
 */
function startUpScript({ scripts, shell }: PageAssets, tabLinks: Record<string, string>[]) {
  const values = {
    PAGE_SCRIPTS: scripts,
    SHELL_CHUNK: shell,
    TAB_LINKS: tabLinks,
    SERVICE_WORKER: SERVICE_WORKER_URL,
  }
  return bundlePageScript('src/start-up.ts', { type: 'module', values })
}

/** What every page's head carries besides its own tags and its code. */
type SharedHead = Omit<HeadParts, 'styles' | 'startUp'>

/**
 * The entry's CSS inline, so a first paint waits for no second request; a route's own linked.
 * The 404 page links the entry's too, and the fonts' faces: any path a client makes up is
 * answered with it, so it stays small (issue 43), and the files it links are cached.
 */
function pageStyles(
  { entryCss, routeCss }: PageAssets,
  outDir: string,
  { page, fontFacesFile }: { page: string; fontFacesFile: string },
) {
  if (page === NOT_FOUND_PAGE)
    return { inline: '', linked: [fontFacesFile, ...entryCss, ...routeCss] }
  const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8')
  return { inline: entryCss.map(read).join(''), linked: routeCss }
}

/** One page's head: the shared parts, its styles and the code it starts with. */
async function pageHead(
  shared: SharedHead,
  tabLinks: Record<string, string>[],
  { assets, page, fontFacesFile }: { assets: PageAssets; page: string; fontFacesFile: string },
  outDir: string,
): Promise<HeadParts> {
  return {
    ...shared,
    // The 404 page links the faces instead of carrying them (pageStyles).
    fonts: page === NOT_FOUND_PAGE ? { ...shared.fonts, faces: '', adopt: '' } : shared.fonts,
    styles: pageStyles(assets, outDir, { page, fontFacesFile }),
    startUp: await startUpScript(assets, tabLinks),
  }
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
    pages.filter(({ page }) => page !== NOT_FOUND_PAGE).map(({ path: pagePath }) => pagePath),
    pages.map(({ file }) => file),
  )
  const rules = hostHeaderRules(policy, htmlPaths)
  writeFileSync(path.join(outDir, HEADERS_FILE), formatHeadersFile(rules))
  writeFileSync(path.join(outDir, VERCEL_FILE), formatVercelConfig(rules))
}

/** What the build tells the prerenderer. */
type SiteSettings = {
  siteUrl: string
  /** The folder whose schemas/content/ the site is built from (CONTENT_ROOT, or the repository). */
  contentRoot: string
  origins: ExternalOrigins
  /** The brand fonts the client build cut (scripts/brand-fonts-plugin.ts). */
  fonts: BrandFontParts
  /** The same faces as a stylesheet file, which the 404 page links (server-page-assets.ts). */
  fontFacesFile: string
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
  { siteUrl, contentRoot, origins, fonts, fontFacesFile }: SiteSettings,
): Promise<void> {
  const server: ServerEntry = await import(pathToFileURL(path.resolve(serverEntry)).href)
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8')
  const manifest = readBuildManifest(outDir)
  const { tabLinks, ...fromTemplate } = templateHead(template, outDir)
  const shared: SharedHead = {
    ...fromTemplate,
    policy: POLICY_TO_COME,
    fonts,
    earlyInput: await bundlePageScript('src/early-input.ts'),
  }
  const pageHashes: InlineHashes[] = []
  const matches = matchPages(server)
  const pages = [...PAGES, ...matches]

  for (const { path: pagePath, file, page } of pages) {
    const assets = pageAssets(manifest, page === NOT_FOUND_PAGE ? undefined : page)
    const head = await pageHead(shared, tabLinks, { assets, page, fontFacesFile }, outDir)
    const rendered = await server.prerenderPage(pagePath, head)
    if (rendered.page !== page)
      throw new Error(`Prerendering ${pagePath} showed page "${rendered.page}", not "${page}"`)
    const hashes = inlineHashesOf(rendered.html)
    pageHashes.push(hashes)
    const target = path.join(outDir, file)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, withPolicy(rendered.html, policyDirectives(hashes, origins, 'meta')))
  }
  writeHostHeaders(outDir, pages, pageHashes, origins)
  const indexed = [...INDEXED_PATHS, ...matches.map(({ path: pagePath }) => pagePath)]
  for (const [file, text] of Object.entries(siteFiles(contentRoot, siteUrl, template, indexed)))
    writeFileSync(path.join(outDir, file), text)
  rmSync(path.join(outDir, '.vite'), { recursive: true, force: true })
}
