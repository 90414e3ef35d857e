import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PublicFiles } from '../schemas/validation/image-checks.ts'

/** The site's own files (Vite's public folder), served at the site's root. */
export const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url))

/** The site's share card, which the build draws from content (scripts/share-cards.ts). */
export const SITE_CARD_PATH = '/share-card.png'

/**
 * Every file under `public/` as the site path it is served at, read now (a picture just added
 * counts), and the site's share card, which content may name as a picture of the site's own.
 */
export function publicFiles(dir: string = PUBLIC_DIR): PublicFiles {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name))}`)
  return new Set([...files.map((file) => file.split(path.sep).join('/')), SITE_CARD_PATH])
}
