// What `docker build .` sends to the builder: every file of the project that .dockerignore does
// not leave out (@balena/dockerignore matches as Docker does).
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ignore from '@balena/dockerignore'
import { ROOT } from './dockerfile.ts'

/** Whether .dockerignore leaves `file` (relative to the project, with `/`) out of the context. */
export function leftOut(root = ROOT): (file: string) => boolean {
  const rules = ignore().add(readFileSync(path.join(root, '.dockerignore'), 'utf8'))
  return (file) => rules.ignores(file)
}

/** The build context's files, relative to the project, with `/`. */
export function buildContextFiles(root = ROOT): string[] {
  const isLeftOut = leftOut(root)
  const files: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const file = folder ? `${folder}/${entry.name}` : entry.name
      if (isLeftOut(file)) continue
      if (entry.isDirectory()) walk(file)
      else files.push(file)
    }
  }
  walk('')
  return files
}

/** A copy of the build context in `dir`: what a Dockerfile's `COPY . .` would see. */
export function copyBuildContext(dir: string, root = ROOT): void {
  for (const file of buildContextFiles(root)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    copyFileSync(path.join(root, file), path.join(dir, file))
  }
}
