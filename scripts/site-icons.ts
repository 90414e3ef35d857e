// The site's PNG icons and favicon.ico, painted at build time from its SVG mark (public/favicon.svg)
// by the share cards' renderer: the tab's icon, the home-screen icons, and the icon of the web app
// manifest (scripts/site-files.ts). Change the mark and every icon follows with the next build.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { paintPng } from './share-card.ts'

const MARK = fileURLToPath(new URL('../public/favicon.svg', import.meta.url))

/** The cream of a home-screen icon's tile (the site's theme colour, index.html). */
const TILE = '#f7f3ec'

/**
 * Each icon: the tab's is the mark alone; a home-screen icon is the mark on a cream tile with
 * 14 % of room on each side, which a phone's mask may cut into.
 */
const ICONS = [
  { file: 'favicon-32.png', size: 32, tile: false },
  { file: 'apple-touch-icon.png', size: 180, tile: true },
  { file: 'icon-192.png', size: 192, tile: true },
  { file: 'icon-512.png', size: 512, tile: true },
] as const

/** The mark as an SVG of `size` pixels, on its tile or on nothing. */
function iconSvg(mark: string, size: number, tile: boolean): string {
  const room = tile ? Math.round(size * 0.14) : 0
  const markSrc = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`
  const background = tile ? `<rect width="${size}" height="${size}" fill="${TILE}"/>` : ''
  const inner = size - 2 * room
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${background}<image href="${markSrc}" x="${room}" y="${room}" width="${inner}" height="${inner}"/></svg>`
}

/** favicon.ico, for whatever asks for it by name: one 32 × 32 PNG in an ICO container. */
function icoOf(png: Buffer): Buffer {
  const header = Buffer.alloc(22)
  header.writeUInt16LE(1, 2) // an icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(32, 6) // 32 wide
  header.writeUInt8(32, 7) // 32 high
  header.writeUInt16LE(1, 10) // one colour plane
  header.writeUInt16LE(32, 12) // 32 bits per pixel
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(22, 18) // the PNG follows the header
  return Buffer.concat([header, png])
}

/** Paints every icon, and favicon.ico, into `outDir`. */
export async function writeSiteIcons(outDir: string): Promise<void> {
  const mark = readFileSync(MARK, 'utf8')
  for (const { file, size, tile } of ICONS) {
    const png = await paintPng(iconSvg(mark, size, tile))
    writeFileSync(path.join(outDir, file), png)
    if (size === 32) writeFileSync(path.join(outDir, 'favicon.ico'), icoOf(png))
  }
}
