// What a first visit downloads, per page: builds, serves dist/, loads each page in Chromium with
// an empty cache and sums the gzip size of every script, stylesheet and font it fetched.
// Usage: npm run bench  (add --no-build to reuse dist/)
import { execSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { findChromium } from './chromium-path.mjs'

const PORT = 4391
const PAGES = ['/', '/quiz', '/our-story']
const base = `http://127.0.0.1:${PORT}`

if (!process.argv.includes('--no-build'))
  execSync('npx vite build --logLevel error', { stdio: 'inherit' })
const server = spawn(
  'node',
  [
    'node_modules/vite/bin/vite.js',
    'preview',
    '--port',
    String(PORT),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ],
  { stdio: 'ignore' },
)

async function waitForServer(deadline = Date.now() + 30_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(base)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the preview server did not answer on ${base}`)
}
await waitForServer()

const kb = (bytes) => (bytes / 1024).toFixed(1)
const gzipOf = (path) => gzipSync(readFileSync(`dist${path}`), { level: 9 }).length
const kindOf = (url) =>
  /\.js$/.test(url) ? 'js' : /\.css$/.test(url) ? 'css' : /\.woff2$/.test(url) ? 'font' : undefined

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const rows = []
try {
  for (const path of PAGES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const fetched = new Set()
    page.on('requestfinished', (request) => {
      const url = new URL(request.url())
      if (url.origin === base && kindOf(url.pathname)) fetched.add(url.pathname)
    })
    await page.goto(base + path, { waitUntil: 'networkidle' })
    const timing = await page.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation')
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      return { dcl: nav?.domContentLoadedEventEnd ?? 0, fcp: paint?.startTime ?? 0 }
    })
    const totals = { js: 0, css: 0, font: 0, jsFiles: 0 }
    for (const file of fetched) {
      const kind = kindOf(file)
      totals[kind] += gzipOf(file)
      if (kind === 'js') totals.jsFiles++
    }
    rows.push({
      page: path,
      'JS gz KB': kb(totals.js),
      'JS files': totals.jsFiles,
      'CSS gz KB': kb(totals.css),
      'fonts KB': kb(totals.font),
      'FCP ms': Math.round(timing.fcp),
      'DCL ms': Math.round(timing.dcl),
    })
    await context.close()
  }
} finally {
  await browser.close()
  server.kill()
}
console.table(rows)
