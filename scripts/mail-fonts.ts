// The brand fonts the emails ask for (server/mail/mail-fonts.ts), copied into the build at fixed
// paths: fontsource's Latin cut of each, not the site's own cut, whose name changes with the
// content's characters and would leave older emails without their font.
import { copyFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { MAIL_FONTS } from '../server/mail/mail-fonts.ts'

const require = createRequire(import.meta.url)

export function writeMailFonts(outDir: string): void {
  for (const { name, path: sitePath } of MAIL_FONTS) {
    const target = path.join(outDir, sitePath)
    mkdirSync(path.dirname(target), { recursive: true })
    copyFileSync(
      require.resolve(`@fontsource-variable/${name}/files/${name}-latin-wght-normal.woff2`),
      target,
    )
  }
}
