// Draws the site's PNG icons and its link-preview card from the SVG brand mark, in Chromium, into
// public/. Run it after changing the mark or the card's words, then commit the images:
//   node scripts/brand-images.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs'

const mark = readFileSync('public/favicon.svg', 'utf8')
const fraunces = readFileSync(
  'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
).toString('base64')

const CARD_WORDS = {
  name: 'Restwell',
  tagline: 'The right massage, with the right therapist.',
  note: 'Take the two-minute quiz · Join the waitlist',
}

/** A square icon: the mark alone, or on a cream tile with room to spare (home-screen icons). */
const icon = (padding) => `
  <body style="margin:0;background:${padding ? '#f7f3ec' : 'transparent'}">
    <div style="box-sizing:border-box;width:100vw;height:100vh;padding:${padding}">${mark}</div>
  </body>`

const card = `
  <style>
    @font-face { font-family: Fraunces; src: url(data:font/woff2;base64,${fraunces}) format('woff2'); font-weight: 100 900; }
    body { margin: 0; width: 1200px; height: 630px; background: #faf6f0; font-family: Fraunces, serif; color: #1f2b26;
      display: flex; align-items: center; overflow: hidden; position: relative; }
    .ripples { position: absolute; right: -140px; top: 50%; transform: translateY(-50%); }
    .ripples circle { fill: none; stroke: #4f7d6c; }
    .text { position: relative; padding: 0 96px; max-width: 760px; }
    .brand { display: flex; align-items: center; gap: 22px; font-size: 64px; font-weight: 600; }
    .brand svg { width: 84px; height: 84px; }
    h1 { margin: 44px 0 0; font-size: 62px; line-height: 1.08; font-weight: 500; letter-spacing: -0.01em; }
    p { margin: 34px 0 0; font: 600 26px/1.4 system-ui, sans-serif; color: #2f5d50; letter-spacing: 0.02em; }
    .band { position: absolute; left: 0; right: 0; bottom: 0; height: 14px; background: linear-gradient(90deg, #2f5d50, #4f7d6c 60%, #e4b197); }
  </style>
  <body>
    <svg class="ripples" width="720" height="720" viewBox="0 0 400 400" aria-hidden="true">
      ${[60, 100, 140, 180].map((r, i) => `<circle cx="200" cy="200" r="${r}" stroke-width="1.6" opacity="${0.55 - i * 0.11}"/>`).join('')}
      <circle cx="200" cy="200" r="36" style="fill:#e4b197;stroke:none" opacity="0.5"/>
    </svg>
    <div class="text">
      <div class="brand">${mark}<span>${CARD_WORDS.name}</span></div>
      <h1>${CARD_WORDS.tagline}</h1>
      <p>${CARD_WORDS.note}</p>
    </div>
    <div class="band"></div>
  </body>`

const images = [
  { file: 'public/favicon-32.png', size: 32, html: icon('0') },
  { file: 'public/apple-touch-icon.png', size: 180, html: icon('14%') },
  { file: 'public/icon-192.png', size: 192, html: icon('14%') },
  { file: 'public/icon-512.png', size: 512, html: icon('14%') },
  { file: 'public/share-card.png', width: 1200, height: 630, html: card },
]

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
for (const image of images) {
  const width = image.width ?? image.size
  const height = image.height ?? image.size
  const page = await browser.newPage({ viewport: { width, height } })
  await page.setContent(image.html)
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: image.file, omitBackground: !image.width, type: 'png' })
  await page.close()
  console.log(`${image.file} (${width}×${height})`)
}
await browser.close()

// favicon.ico, for whatever asks for it by name: one 32×32 PNG in an ICO container.
const png = readFileSync('public/favicon-32.png')
const header = Buffer.alloc(22)
header.writeUInt16LE(1, 2) // an icon
header.writeUInt16LE(1, 4) // one image
header.writeUInt8(32, 6) // 32 wide
header.writeUInt8(32, 7) // 32 high
header.writeUInt16LE(1, 10) // one colour plane
header.writeUInt16LE(32, 12) // 32 bits per pixel
header.writeUInt32LE(png.length, 14)
header.writeUInt32LE(22, 18) // the PNG follows the header
writeFileSync('public/favicon.ico', Buffer.concat([header, png]))
console.log('public/favicon.ico (32×32)')
