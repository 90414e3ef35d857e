// The site's files the server's own pages link (server/pages/, decision 0059), made by
// `npm run build` into the site's assets beside the site's own: the brand fonts' faces as a
// stylesheet, and the pages' browser modules bundled by esbuild. Their names, with the site's
// stylesheet from Vite's manifest, go into the server's bundle (scripts/build-server.ts).
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { PAGE_SCRIPT_SOURCES, type PageAssets } from '../server/pages/page-assets.ts'
import type { BrandFontParts } from './brand-fonts.ts'
import { pageAssets, readBuildManifest } from './build-manifest.ts'

/** Their folder in the build, apart from the site's own: the service worker leaves it out. */
export const SERVER_PAGES_FOLDER = 'assets/server-pages'

/** The brand fonts' faces as a stylesheet of their own, named by its content. */
function writeFontFaces(outDir: string, fonts: BrandFontParts): string {
  const hash = createHash('sha256').update(fonts.faces).digest('hex').slice(0, 10)
  const file = `${SERVER_PAGES_FOLDER}/brand-fonts-${hash}.css`
  mkdirSync(path.join(outDir, SERVER_PAGES_FOLDER), { recursive: true })
  writeFileSync(path.join(outDir, file), fonts.faces)
  return `/${file}`
}

/** Each page script bundled for the browser the site targets, named by its content. */
async function bundlePageScripts(outDir: string): Promise<PageAssets['scripts']> {
  const result = await build({
    entryPoints: PAGE_SCRIPT_SOURCES,
    outdir: path.join(outDir, SERVER_PAGES_FOLDER),
    entryNames: '[name]-[hash]',
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    metafile: true,
    logLevel: 'warning',
  })
  const fileOf = (source: string) => {
    const output = Object.entries(result.metafile.outputs).find(
      ([, built]) => built.entryPoint === source,
    )
    if (!output) throw new Error(`esbuild wrote no file for ${source}`)
    return `/${path.relative(outDir, output[0]).split(path.sep).join('/')}`
  }
  return {
    shareLink: fileOf(PAGE_SCRIPT_SOURCES.shareLink),
    dashboardRefresh: fileOf(PAGE_SCRIPT_SOURCES.dashboardRefresh),
  }
}

/**
 * Writes the server pages' own files into the client build `outDir` (before prerendering, which
 * removes Vite's manifest) and returns every file those pages link.
 */
export async function buildServerPageAssets(
  outDir: string,
  fonts: BrandFontParts,
): Promise<PageAssets> {
  const { entryCss } = pageAssets(readBuildManifest(outDir), undefined)
  return {
    stylesheets: [...entryCss, writeFontFaces(outDir, fonts)],
    fontPreloads: fonts.preloads,
    scripts: await bundlePageScripts(outDir),
  }
}
