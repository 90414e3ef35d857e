// The production server, built by `npm run build` beside the site: server/node.ts (what
// `npm run serve` and the Docker image run), the owner's CLI and the serverless handler, bundled
// by esbuild into plain ESM JavaScript that `node` runs without tsx. Packages stay outside the
// bundle (`npm ci --omit=dev` installs them); the checked content and the migrations go inside,
// so the bundle reads no file of the source tree (docs/decisions/0051).
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build, type Metafile, type Plugin } from 'esbuild'
import type { ShownContent } from '../schemas/validation/validate-content.ts'
import { readMigrations } from '../server/db/migration-files.ts'

/** Each entry point, and the file it becomes in the server's build folder. */
export const SERVER_ENTRIES = {
  node: 'server/node.ts',
  'waitlist-cli': 'server/waitlist-cli.ts',
  serverless: 'server/serverless.ts',
} as const

/** The package.json "imports" condition under which server modules take their built variant. */
export const SERVER_BUNDLE_CONDITION = 'server-bundle'

/** Where esbuild's account of the bundle's inputs goes, for the tests: never run, never served. */
export const METAFILE_NAME = 'meta.json'

/** The server's build folder beside the site's: `dist` → `dist-server`. */
export function serverOutDir(siteOutDir: string): string {
  return `${siteOutDir.replace(/[/\\]+$/, '')}-server`
}

/** `virtual:server/<name>` modules, each the JSON of `modules[name]` (server/built-in.d.ts). */
function builtIn(modules: Record<string, unknown>): Plugin {
  return {
    name: 'restwell-built-in',
    setup(bundle) {
      bundle.onResolve({ filter: /^virtual:server\// }, (args) => ({
        path: args.path,
        namespace: 'built-in',
      }))
      bundle.onLoad({ filter: /.*/, namespace: 'built-in' }, (args) => {
        const name = args.path.slice('virtual:server/'.length)
        if (!(name in modules)) return { errors: [{ text: `No built-in module ${args.path}` }] }
        return { contents: JSON.stringify(modules[name]), loader: 'json' }
      })
    },
  }
}

/**
 * Bundles the server into `outDir` (emptied first) with `content`, the JSON of every content
 * file as the build checked it. Returns esbuild's metafile, also written to `outDir`.
 */
export async function buildServer(outDir: string, content: ShownContent): Promise<Metafile> {
  rmSync(outDir, { recursive: true, force: true })
  const result = await build({
    entryPoints: SERVER_ENTRIES,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // engines' floor: the oldest Node the runtime dependencies accept.
    target: 'node20.19',
    packages: 'external',
    conditions: [SERVER_BUNDLE_CONDITION],
    // The database drivers stay in chunks of their own, loaded only when chosen (open-database.ts).
    // Chunks sit beside the entries: server/config.ts finds the project's root one folder up.
    splitting: true,
    chunkNames: '[name]-[hash]',
    plugins: [builtIn({ content, migrations: readMigrations() })],
    metafile: true,
    logLevel: 'warning',
  })
  writeFileSync(path.join(outDir, METAFILE_NAME), JSON.stringify(result.metafile))
  return result.metafile
}
