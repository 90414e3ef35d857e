import type { Plugin } from 'vite'

/** The module Vite wraps every dynamic `import()` of a browser build in (vite:build-import-analysis). */
const PRELOAD_HELPER = '\0vite/preload-helper.js'

/**
 * Vite's preload helper, as a plain `import()`: with `build.modulePreload` off, the helper has
 * nothing to preload but a chunk's own CSS, and every page's start carried its 1.4 kB (0.6 kB
 * gzip) for that (vitejs/vite#13952 asks Vite to drop it). No chunk here has CSS of its own (the
 * site has one stylesheet): the build fails if one ever does, rather than load it unstyled.
 * When preloading is on, the helper stays as Vite made it. Decision 0018.
 */
export function plainDynamicImports(): Plugin {
  let preloading = true
  return {
    name: 'restwell-plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      preloading = config.build.modulePreload !== false
    },
    resolveId(id) {
      return !preloading && id === PRELOAD_HELPER ? id : null
    },
    load(id) {
      if (preloading || id !== PRELOAD_HELPER) return null
      return 'export const __vitePreload = (load) => load()'
    },
    generateBundle(_options, bundle) {
      if (preloading) return
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && !chunk.isEntry && chunk.viteMetadata?.importedCss.size)
          this.error(
            `${chunk.fileName} has CSS of its own (${[...chunk.viteMetadata.importedCss].join(', ')}), which a plain import() never loads: import it from the entry, or drop plainDynamicImports (scripts/plain-dynamic-imports.ts).`,
          )
    },
  }
}
