import type { Plugin, ResolvedConfig } from 'vite'
import {
  type BrandFontParts,
  brandFontHead,
  brandFontParts,
  cutBrandFonts,
  type ServedFont,
  siteCharacters,
} from './brand-fonts.ts'

const PLUGIN_NAME = 'restwell-brand-fonts'

/** What the plugin tells the prerenderer: the head parts of the fonts it cut. */
type BrandFontsApi = { parts: () => Promise<BrandFontParts> }

/** Where index.html takes the fonts' preloads and faces: early, before the page's own styles. */
const PLACEHOLDER = '<!--brand-fonts-->'

/**
 * The brand fonts, cut to the characters of the content under `root` (scripts/brand-fonts.ts):
 * announced in index.html (one of them inside it), those fetched written into the build's
 * assets, and all served by the dev server at their addresses. The cut follows the content: a
 * new character in a text means a new cut, on the next build or page load of the dev server.
 */
export function brandFontsPlugin(root: string): Plugin {
  let cut: { characters: string; fonts: Promise<ServedFont[]> } | undefined
  const currentFonts = () => {
    const characters = siteCharacters(root)
    if (cut?.characters !== characters) cut = { characters, fonts: cutBrandFonts(characters) }
    return cut.fonts
  }

  const api: BrandFontsApi = { parts: async () => brandFontParts(await currentFonts()) }
  return {
    name: PLUGIN_NAME,
    api,
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.endsWith('.woff2')) return next()
        currentFonts()
          .then((fonts) => {
            const font = fonts.find(({ url }) => url === request.url)
            if (!font) return next()
            response.setHeader('Content-Type', 'font/woff2')
            response.end(font.bytes)
          })
          .catch(next)
      })
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(PLACEHOLDER))
          throw new Error(
            `index.html lost its ${PLACEHOLDER} placeholder (scripts/brand-fonts-plugin.ts)`,
          )
        const head = brandFontHead(await currentFonts())
        // A function, so a `$` in the head's script is not read as a replacement pattern.
        return html.replace(PLACEHOLDER, () => head)
      },
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      for (const font of await currentFonts())
        if (font.delivery !== 'in-the-page')
          this.emitFile({ type: 'asset', fileName: font.url.slice(1), source: font.bytes })
    },
  }
}

/** The plugin's API in a resolved build (scripts/build.ts hands it to the prerenderer). */
export function brandFontsApi(config: ResolvedConfig): BrandFontsApi {
  const api: BrandFontsApi | undefined = config.plugins.find(
    (plugin) => plugin.name === PLUGIN_NAME,
  )?.api
  if (!api) throw new Error(`The build has no ${PLUGIN_NAME} (vite.config.ts)`)
  return api
}
