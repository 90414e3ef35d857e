// The brand's mark as the emails carry it: public/favicon.svg painted as a PNG (email clients
// show no SVG) and written as the base64 of server/mail/brand-mark-png.ts, which the server
// attaches to every email (decision 0064). Run `npx tsx scripts/mail-mark.ts` after changing the
// mark; tests/mail/brand-mark.test.ts fails until the two agree.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { MAIL_MARK_PIXELS } from '../server/mail/brand-mark.ts'
import { paintPng } from './share-card.ts'

const MARK = fileURLToPath(new URL('../public/favicon.svg', import.meta.url))
const MODULE = fileURLToPath(new URL('../server/mail/brand-mark-png.ts', import.meta.url))

/** The mark at MAIL_MARK_PIXELS square: twice the size an email shows it, for sharp screens. */
export function paintMailMark(): Promise<Buffer> {
  const mark = readFileSync(MARK, 'utf8').replace(
    '<svg ',
    `<svg width="${MAIL_MARK_PIXELS}" height="${MAIL_MARK_PIXELS}" `,
  )
  return paintPng(mark)
}

/** The module's text for a painted mark. */
export function markModule(png: Buffer): string {
  return `// Written by scripts/mail-mark.ts from public/favicon.svg: do not edit.\nexport const BRAND_MARK_PNG_BASE64 =\n  '${png.toString('base64')}'\n`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(MODULE, markModule(await paintMailMark()))
  console.log(`Wrote ${MODULE}`)
}
