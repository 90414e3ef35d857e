// Full-page screenshots at phone and desktop widths, for looking at what we build.
// Usage: node scripts/screenshots.mjs [baseUrl] [path …]   (default: the preview server, every page)
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs'

const [baseUrl = 'http://127.0.0.1:4173', ...paths] = process.argv.slice(2)
const pages = paths.length > 0 ? paths : ['/', '/quiz', '/our-story', '/no-such-page']
const widths = [390, 1280]
const outDir = 'screenshots'
mkdirSync(outDir, { recursive: true })

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_ARGS,
})
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 844 } })
  for (const path of pages) {
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
    const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
    const file = `${outDir}/${name}-${width}.png`
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
  }
  await page.close()
}
await browser.close()
