import { execFile } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { ROOT } from '../content/content-fixture'

const run = promisify(execFile)
const BIOME = path.join(ROOT, 'node_modules/.bin/biome')

type Diagnostic = { category: string; location: { start?: { line: number } } }

/**
 * Lints a file written at `relativePath` inside the repository (so biome.json's rules and
 * overrides for that folder apply), then removes it: the diagnostics' categories, by line.
 */
export async function lintProbe(
  relativePath: string,
  code: string,
): Promise<Map<number, string[]>> {
  const file = path.join(ROOT, relativePath)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, code)
  try {
    const result = await run(BIOME, ['lint', file, '--reporter=json'], { cwd: ROOT }).catch(
      (failure: { stdout: string }) => failure,
    )
    const { diagnostics }: { diagnostics: Diagnostic[] } = JSON.parse(result.stdout)
    const byLine = new Map<number, string[]>()
    for (const { category, location } of diagnostics) {
      const line = location.start?.line ?? 0
      byLine.set(line, [...(byLine.get(line) ?? []), category])
    }
    return byLine
  } finally {
    rmSync(file, { force: true })
  }
}
