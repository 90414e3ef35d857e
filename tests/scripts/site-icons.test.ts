// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pngSize } from '../../scripts/share-cards.ts'
import { writeSiteIcons } from '../../scripts/site-icons.ts'

describe("the site's icons, painted by the build from its SVG mark", () => {
  it('are PNGs of their sizes, and favicon.ico holds the 32 × 32 one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-icons-'))
    await writeSiteIcons(dir)
    const read = (file: string) => readFileSync(path.join(dir, file))
    for (const [file, size] of [
      ['favicon-32.png', 32],
      ['apple-touch-icon.png', 180],
      ['icon-192.png', 192],
      ['icon-512.png', 512],
    ] as const)
      expect(pngSize(read(file)), file).toEqual({ width: size, height: size })
    const ico = read('favicon.ico')
    // An ICO header (reserved 0, type 1, one image), then its PNG after the 22-byte directory.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1])
    expect(ico.subarray(22).equals(read('favicon-32.png'))).toBe(true)
  }, 30_000)
})
