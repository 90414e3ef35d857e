// The site's files the server's own pages link (server/pages/, decision 0059), made by
// `npm run build` into the site's assets beside the site's own: the site's stylesheet with the
// pages' utilities, the brand fonts' faces as a stylesheet, and the pages' browser modules
// bundled by esbuild. Their names go into the server's bundle (scripts/build-server.ts).
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { compile, optimize } from '@tailwindcss/node'
import { Scanner } from '@tailwindcss/oxide'
import { build } from 'esbuild'
import {
  PAGE_SCRIPT_SOURCES,
  PAGES_STYLESHEET_SOURCE,
  type PageAssets,
} from '../server/pages/page-assets.ts'
import type { BrandFontParts } from './brand-fonts.ts'

/** Their folder in the build, apart from the site's own: the service worker leaves it out. */
export const SERVER_PAGES_FOLDER = 'assets/server-pages'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** `text` written into the server pages' folder as `<name>-<hash>.<extension>`; its site path. */
function writeNamedByContent(outDir: string, name: string, extension: string, text: string) {
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 10)
  const file = `${SERVER_PAGES_FOLDER}/${name}-${hash}.${extension}`
  mkdirSync(path.join(outDir, SERVER_PAGES_FOLDER), { recursive: true })
  writeFileSync(path.join(outDir, file), text)
  return `/${file}`
}

/**
 * server/pages/pages.css compiled by Tailwind as the site's build compiles src/styles.css: the
 * site's stylesheet whole, with the utilities the server's page components use besides (the
 * same compiler and scanner @tailwindcss/vite runs, from the same sources and theme).
 */
async function pagesStylesheet(): Promise<string> {
  const file = path.join(ROOT, PAGES_STYLESHEET_SOURCE)
  const base = path.dirname(file)
  const compiler = await compile(readFileSync(file, 'utf8'), {
    base,
    from: file,
    onDependency: () => {},
  })
  const { root } = compiler
  const roots =
    root === 'none'
      ? []
      : [root === null ? { base, pattern: '**/*', negated: false } : { ...root, negated: false }]
  const candidates = new Scanner({ sources: [...roots, ...compiler.sources] }).scan()
  return optimize(compiler.build(candidates), { minify: true }).code
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
    ownerTimeZone: fileOf(PAGE_SCRIPT_SOURCES.ownerTimeZone),
  }
}

/**
 * The brand fonts' faces as a stylesheet of its own, with the fonts inside: what a page links
 * when it does not carry them (the server's pages, the 404 page). Its site path.
 */
export function writeFontFacesFile(outDir: string, fonts: BrandFontParts): string {
  return writeNamedByContent(outDir, 'brand-fonts', 'css', fonts.faces)
}

/** Writes the server pages' own files into the client build `outDir`; every file they link. */
export async function buildServerPageAssets(
  outDir: string,
  fontFacesFile: string,
): Promise<PageAssets> {
  return {
    stylesheets: [
      writeNamedByContent(outDir, 'pages', 'css', await pagesStylesheet()),
      fontFacesFile,
    ],
    scripts: await bundlePageScripts(outDir),
  }
}
