// npm run bench: builds the site for a local origin, serves dist/ as a static host would, and
// runs Lighthouse (mobile, throttling simulated) three times on each page, each in a fresh browser:
// a true first visit. Then / and /quiz with the throttling applied for real (Lighthouse's DevTools
// throttling for the paints, and an early tap in Playwright: bench-applied.ts). Prints the median
// of each measure beside its target and writes every run to reports/bench.json and
// reports/bench-applied.json.
// Usage: npm run bench [-- --no-build] [-- --runs 5] [-- --applied-only] [-- --port 4391]
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Config, type Flags, type Result, type RunnerResult } from 'lighthouse'
import { sum } from 'simple-statistics'
import { z } from 'zod'
import { matchPagePath } from '../contract/site-paths.ts'
import { contentFilePath, contentSchemas } from '../schemas/content-files.ts'
import { startStaticServer } from '../server/static-site.ts'
import {
  CSS_KB,
  FONTS_KB,
  HOME_JS_KB,
  PAGE_JS_KB,
  QUIZ_JS_KB,
  STORY_JS_KB,
} from '../tests/e2e/helpers/budgets.ts'
import { APPLIED_PAGES, BLOCKED_URLS, earlyTap, launchChromium, PHONE } from './bench-applied.ts'
import {
  type Measures,
  measureRuns,
  printMedians,
  type Target,
  writeReport,
} from './bench-common.ts'
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs'
import { pageFonts, withoutPageFonts } from './page-fonts.ts'
import { stackFloorBytes } from './stack-floor.ts'

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4391' },
    'no-build': { type: 'boolean', default: false },
    'applied-only': { type: 'boolean', default: false },
  },
})
const ORIGIN = `http://127.0.0.1:${options.port}`
const DIST = 'dist'
const runs = Number(options.runs)
const appliedOnly = options['applied-only']

/** A massage's own page (/match/<key>): the first massage in the content stands for them all. */
const aMatchPage = matchPagePath(
  contentSchemas.recommendations.parse(
    JSON.parse(readFileSync(contentFilePath('recommendations'), 'utf8')),
  ).recommendations[0]?.key ?? '',
)
/** Each page, and the JavaScript its first visit may fetch: the budget `npm test` holds it to. */
const JS_TARGETS_KB: Record<string, number> = {
  '/': HOME_JS_KB,
  '/quiz': QUIZ_JS_KB,
  '/our-story': STORY_JS_KB,
  [aMatchPage]: PAGE_JS_KB,
}

/** The targets of the performance budget and of issue 31's applied rows (docs/measuring.md). */
const TARGETS: Record<string, Target> = {
  // What a new connection brings in two round trips: TCP's first 10 segments of 1,460 bytes,
  // then 20 (43,800 bytes). A larger document takes a third round trip before it can paint.
  'Document, as sent (KB)': { atMost: 42.8 },
  'CSS, first visit (KB gzip)': { atMost: CSS_KB },
  'Fonts, first visit (KB)': { atMost: FONTS_KB },
  // Issue 31's ceiling: the code now starts as the page paints, which Lantern counts (0017).
  'LCP (ms)': { atMost: 1200 },
  'TBT (ms)': { atMost: 50 },
  CLS: { exactly: 0 },
  Performance: { exactly: 100 },
  Accessibility: { exactly: 100 },
  'Best practices': { exactly: 100 },
  SEO: { exactly: 100 },
  'First paint (ms)': { atMost: 2000 },
  'Early tap → question 2 (ms)': { atMost: 3500 },
}

/** Lighthouse with the throttling applied for real, on the early taps' phone-sized screen. */
const APPLIED: Config = {
  extends: 'lighthouse:default',
  settings: {
    throttlingMethod: 'devtools',
    onlyCategories: ['performance'],
    screenEmulation: { mobile: true, disabled: false, ...PHONE },
  },
}

/** One Lighthouse run in a browser of its own: nothing cached, nothing remembered. */
async function lighthouseRun(url: string, config?: Config): Promise<RunnerResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })
  try {
    // Lighthouse does not score a request the run itself blocked (bench-applied.ts, BLOCKED_URLS).
    const flags: Flags = { port: chrome.port, logLevel: 'error', blockedUrlPatterns: BLOCKED_URLS }
    const result = await lighthouse(url, flags, config)
    const failure = result ? result.lhr.runtimeError?.message : 'no result'
    if (!result || failure) throw new Error(`Lighthouse could not measure ${url}: ${failure}`)
    return result
  } finally {
    chrome.kill()
  }
}

/** The rows of one of Lighthouse's audits, as `schema` says they are. */
function itemsOf<Item extends z.ZodType>(lhr: Result, audit: string, schema: Item) {
  const details = lhr.audits[audit]?.details
  return z.array(schema).parse(details && 'items' in details ? details.items : [])
}
const NetworkRequest = z.object({
  url: z.string(),
  resourceType: z.string().optional(),
  transferSize: z.number().optional(),
})
const LongTask = z.object({
  url: z.string().optional(),
  startTime: z.number(),
  duration: z.number(),
})
const ObservedPaints = z.object({
  observedFirstPaint: z.number(),
  observedFirstContentfulPaint: z.number(),
  observedLargestContentfulPaint: z.number(),
})

type Request = z.infer<typeof NetworkRequest>
/** The files fetched, in KB: gzip (as `npm test` counts them), or as they are (fonts). */
function kbOf(requests: Request[], extraBytes = 0, gzip = true): number {
  const bytesOf = ({ url }: Request) => {
    const file = path.join(DIST, new URL(url).pathname)
    if (!existsSync(file)) return 0
    return gzip ? gzipSync(readFileSync(file)).length : statSync(file).size
  }
  return Math.round((sum(requests.map(bytesOf)) + extraBytes) / 102.4) / 10
}

/** One simulated run of a page: its measures, the audits that fell short, its long tasks. */
function pageRun({ lhr, artifacts }: RunnerResult) {
  const requests = itemsOf(lhr, 'network-requests', NetworkRequest)
  const own = (type: string) =>
    requests.filter((request) => request.resourceType === type && request.url.startsWith(ORIGIN))
  const scripts = own('Script')
  const inlineCss = artifacts.Stylesheets.filter((sheet) => sheet.header.isInline)
    .map((sheet) => sheet.content)
    .join('')
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN)
  const measures: Measures = {
    'Document, as sent (KB)': kbOf(
      [],
      requests.find((r) => r.resourceType === 'Document')?.transferSize,
    ),
    'JS, first visit (KB gzip)': kbOf(scripts),
    'CSS, first visit (KB gzip)': kbOf(
      own('Stylesheet'),
      inlineCss ? gzipSync(withoutPageFonts(inlineCss)).length : 0,
    ),
    'Fonts, first visit (KB)': kbOf(own('Font'), sum(pageFonts(inlineCss).inThePageBytes), false),
    'LCP (ms)': numeric('largest-contentful-paint'),
    'TBT (ms)': numeric('total-blocking-time'),
    CLS: Number(lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(3)),
    Performance: score('performance'),
    Accessibility: score('accessibility'),
    'Best practices': score('best-practices'),
    SEO: score('seo'),
  }
  const failing = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id)
  return { measures, failing, longTasks: itemsOf(lhr, 'long-tasks', LongTask) }
}

if (!options['no-build'])
  execFileSync('node', ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SITE_URL: ORIGIN },
  })

/**
 * React, React DOM and TanStack Router as the shell carries them, KB gzip: the floor of every
 * first visit, whatever the site's own code (scripts/stack-floor.ts builds apart, with maps).
 */
const FLOOR = "JS: the stack's floor (KB gzip)"
const floorKb = Math.round((await stackFloorBytes('node_modules/.cache/stack-floor')) / 102.4) / 10

const server = await startStaticServer(DIST, Number(options.port))
const browser = await launchChromium()
const pages: Record<string, ReturnType<typeof pageRun>[]> = {}
const applied: Record<string, Measures[]> = {}
try {
  for (const page of appliedOnly ? [] : Object.keys(JS_TARGETS_KB))
    pages[page] = await measureRuns(runs, async () => pageRun(await lighthouseRun(ORIGIN + page)))
  // Each run two visits, because Chromium stops LCP at the first input: one left alone for the
  // paints, then one tapped as early as possible.
  for (const page of APPLIED_PAGES)
    applied[page.path] = await measureRuns(runs, async () => {
      const { lhr } = await lighthouseRun(ORIGIN + page.path, APPLIED)
      const [metrics] = itemsOf(lhr, 'metrics', z.unknown())
      const paints = ObservedPaints.parse(metrics)
      return {
        'First paint (ms)': Math.round(paints.observedFirstPaint),
        'First contentful paint (ms)': Math.round(paints.observedFirstContentfulPaint),
        'LCP, untouched (ms)': Math.round(paints.observedLargestContentfulPaint),
        ...(await earlyTap(browser, ORIGIN + page.path, page)),
      }
    })
} finally {
  await browser.close()
  server.close()
}

for (const [page, pageRuns] of Object.entries(pages)) {
  printMedians(
    `${page}  (${runs} Lighthouse mobile runs, throttling simulated)`,
    pageRuns.map((run) => ({ ...run.measures, [FLOOR]: floorKb })),
    { ...TARGETS, 'JS, first visit (KB gzip)': { atMost: JS_TARGETS_KB[page] ?? PAGE_JS_KB } },
  )
  const failing = new Set(pageRuns.flatMap((run) => run.failing))
  if (failing.size) console.log(`\nAudits below full marks in some run: ${[...failing].join(', ')}`)
}
for (const [page, pageRuns] of Object.entries(applied))
  printMedians(
    `${page}  (${runs} runs, throttling applied: ${PHONE.width}×${PHONE.height}, Slow 4G as ` +
      'DevTools applies it, CPU ×4; ms from the start of the navigation)',
    pageRuns,
    TARGETS,
  )

console.log(`\n${FLOOR}: ${floorKb}, React, React DOM and TanStack Router in the shell.`)
if (!appliedOnly) writeReport('bench.json', pages)
writeReport('bench-applied.json', applied)
