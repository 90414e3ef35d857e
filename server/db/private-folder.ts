import { chmodSync, mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'

/** Creates `dir` (and its parents) readable by this user only, whatever the umask. */
export function makePrivateFolder(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  chmodSync(dir, 0o700)
}

/**
 * Makes every folder under `dir` 0700 and every file 0600. PGlite copies the database it
 * starts from into the folder with mode 0666 (emscripten's default for a file it writes, which
 * it sets with chmod, so no umask narrows it); Postgres then creates its own files 0600.
 */
export function makeTreePrivate(dir: string) {
  chmodSync(dir, 0o700)
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name)
    if (entry.isDirectory()) makeTreePrivate(entryPath)
    else if (entry.isFile()) chmodSync(entryPath, 0o600)
  }
}
