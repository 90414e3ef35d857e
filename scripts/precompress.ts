// Brotli and gzip copies of the build's text files, made once by `npm run build`, so a server
// sends them as they are (server/static-site.ts) instead of compressing at every request.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/** The files worth compressing: text. Images, fonts and icons are compressed already. */
export const COMPRESSIBLE_FILE = /\.(html|js|css|svg|json|webmanifest|xml|txt)$/

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** The encodings a copy is made in, by the suffix a server looks for. */
const ENCODINGS = {
  '.br': (body: Buffer) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  '.gz': (body: Buffer) => gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
}

/**
 * Writes `<file>.br` and `<file>.gz` next to a file, each only when it is smaller than the file
 * (a copy that is not is removed, so it never stands for an older file).
 */
export async function precompressFile(file: string): Promise<void> {
  const body = readFileSync(file)
  await Promise.all(
    Object.entries(ENCODINGS).map(async ([suffix, compress]) => {
      const compressed = await compress(body)
      if (compressed.length < body.length) writeFileSync(`${file}${suffix}`, compressed)
      else rmSync(`${file}${suffix}`, { force: true })
    }),
  )
}

/** Precompresses every compressible file under `dir`; answers how many. */
export async function precompressFolder(dir: string): Promise<number> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  await Promise.all(files.map(precompressFile))
  return files.length
}
