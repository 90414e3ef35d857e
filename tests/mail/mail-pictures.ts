// Every email as a mail client that shows images and web fonts draws it: rendered from the live
// content, painted by Chromium at 600 and 390 px wide into PNGs to look at. The mark's content
// id becomes its PNG, and the fonts' site addresses are answered from fontsource's files.
//   npx tsx tests/mail/mail-pictures.ts [folder]   (default: test-results/mail-pictures)
import { mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium-path.mjs'
import { loadContent } from '../../server/content.ts'
import { MAIL_MARK_CID } from '../../server/mail/brand-mark.ts'
import { MAIL_FONTS } from '../../server/mail/mail-fonts.ts'
import { type Mail, renderMail } from '../../server/mail/render-mail.ts'
import { SITE, sampleMails } from './sample-mails.ts'

const require = createRequire(import.meta.url)
const folder = process.argv[2] ?? 'test-results/mail-pictures'
const content = loadContent()
const samples = sampleMails(content)
const mails: [string, Mail][] = [
  ...Object.entries(samples),
  ['confirm-with-match', { ...samples.confirm, match: samples.match.match }],
]

mkdirSync(folder, { recursive: true })
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
for (const [name, mail] of mails) {
  const rendered = await renderMail(content, mail)
  const mark = rendered.attachments.find((image) => image.cid === MAIL_MARK_CID)
  const html = rendered.html.replaceAll(
    `cid:${MAIL_MARK_CID}`,
    `data:image/png;base64,${mark?.content.toString('base64')}`,
  )
  for (const width of [600, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } })
    for (const font of MAIL_FONTS) {
      const file = require.resolve(
        `@fontsource-variable/${font.name}/files/${font.name}-latin-wght-normal.woff2`,
      )
      await page.route(new URL(font.path, SITE).href, async (route) =>
        route.fulfill({ body: await readFile(file), contentType: 'font/woff2' }),
      )
    }
    await page.setContent(html, { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    const file = path.join(folder, `${name}-${width}.png`)
    await page.screenshot({ path: file, fullPage: true })
    await page.close()
    console.log(file)
  }
}
await browser.close()
