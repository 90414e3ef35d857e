// The floor of the stack the design card names, for npm run bench: how much of the shell, the
// JavaScript every first visit runs (scripts/shell-chunk.ts), is React, React DOM and TanStack
// Router alone, as this build bundles and minifies them.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping'
import { build } from 'vite'

/** The stack's packages, and those they bring with them (the scheduler, the router's store). */
const STACK =
  /(^|\/)node_modules\/(react|react-dom|scheduler|use-sync-external-store|@tanstack\/(react-router|router-core|history|react-store|store))\//

/** The shell's code that came from `isFrom` sources, read from its source map. */
export function codeFrom(code: string, map: TraceMap, isFrom: (source: string) => boolean): string {
  const lines = code.split('\n')
  return decodedMappings(map)
    .flatMap((segments, line) =>
      segments.map(([column, sourceIndex], index) => {
        const source = sourceIndex === undefined ? null : map.resolvedSources[sourceIndex]
        const end = segments[index + 1]?.[0]
        return source && isFrom(source) ? (lines[line] ?? '').slice(column, end) : ''
      }),
    )
    .join('')
}

/**
 * Builds the site's browser bundle into `outDir` with source maps, and answers the gzip bytes of
 * the shell's code that came from the stack (the size check's measure: gzip, default level).
 */
export async function stackFloorBytes(outDir: string): Promise<number> {
  await build({
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, sourcemap: 'hidden' },
  })
  const assets = path.join(outDir, 'assets')
  const shell = readdirSync(assets).find((file) => /^shell-[\w-]+\.js$/.test(file))
  if (!shell) throw new Error(`No shell chunk in ${assets}`)
  const code = readFileSync(path.join(assets, shell), 'utf8')
  const mapFile = path.resolve(assets, `${shell}.map`)
  const map = new TraceMap(readFileSync(mapFile, 'utf8'), mapFile)
  return gzipSync(codeFrom(code, map, (source) => STACK.test(source))).length
}
