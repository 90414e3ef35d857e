// Biome runs on a scratch copy of the repository, never on it: other tests walk src/ and server/
// while these run, and a killed run must not leave a probe's forbidden code behind.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll } from 'vitest'
import { ROOT } from '../content/content-fixture'

const run = promisify(execFile)
const BIOME = path.join(ROOT, 'node_modules/.bin/biome')

/** The folders whose code a probe imitates: they must stay byte for byte as they were. */
const WATCHED_FOLDERS = ['src', 'contract', 'server']

export type Finding = { file: string; line: number; category: string; message: string }
export type BiomeOutcome = { failed: boolean; findings: Finding[] }

type Diagnostic = {
  category: string
  message?: string
  location: { path?: string; start?: { line: number } }
}

/** The repository's files as git sees them (tracked, or new and not ignored), as they are on disk. */
async function repositoryFiles(): Promise<string[]> {
  const listing = ['ls-files', '-z', '--cached', '--others', '--exclude-standard']
  const { stdout } = await run('git', listing, { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 })
  return stdout.split('\0').filter((file) => file !== '' && existsSync(path.join(ROOT, file)))
}

/** A copy of the repository without its dependencies, in a temporary folder outside it. */
export async function scratchTree(): Promise<string> {
  const tree = mkdtempSync(path.join(tmpdir(), 'restwell-lint-'))
  for (const file of await repositoryFiles())
    cpSync(path.join(ROOT, file), path.join(tree, file), { recursive: true })
  return tree
}

/** Writes `code` at `relativePath` in the scratch tree. */
export function writeInTree(tree: string, relativePath: string, code: string): void {
  const file = path.join(tree, relativePath)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, code)
}

/** `biome check` (or `lint`) of files of the scratch tree, run from its root as CI runs it. */
export async function biomeIn(
  tree: string,
  command: 'check' | 'lint',
  files: string[],
): Promise<BiomeOutcome> {
  const result = await run(BIOME, [command, ...files, '--reporter=json'], { cwd: tree }).then(
    ({ stdout }) => ({ stdout, failed: false }),
    (failure: { stdout: string }) => ({ stdout: failure.stdout, failed: true }),
  )
  const { diagnostics }: { diagnostics: Diagnostic[] } = JSON.parse(result.stdout)
  const findings = diagnostics.map(({ category, message, location }) => ({
    file: location.path ?? '',
    line: location.start?.line ?? 0,
    category,
    message: message ?? '',
  }))
  return { failed: result.failed, findings }
}

/** Lints `code` written at `relativePath` of the scratch tree: the rules' categories, by line. */
export async function lintProbe(
  tree: string,
  relativePath: string,
  code: string,
): Promise<Map<number, string[]>> {
  writeInTree(tree, relativePath, code)
  const { findings } = await biomeIn(tree, 'lint', [relativePath])
  const byLine = new Map<number, string[]>()
  for (const { line, category } of findings)
    byLine.set(line, [...(byLine.get(line) ?? []), category])
  return byLine
}

/** One digest of every file under src/, contract/ and server/, names and bytes. */
export function watchedTreesDigest(): string {
  const hash = createHash('sha256')
  for (const folder of WATCHED_FOLDERS) {
    const files = readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
      .sort()
    for (const file of files)
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(ROOT, file)))
  }
  return hash.digest('hex')
}

/**
 * A scratch tree for a test file: copied before its tests, removed after them, with the digest of
 * the watched folders taken before, for its last test to compare.
 */
export function scratchTreeForTests(): { tree: string; digestBefore: string } {
  const scratch = { tree: '', digestBefore: '' }
  beforeAll(async () => {
    scratch.digestBefore = watchedTreesDigest()
    scratch.tree = await scratchTree()
  }, 60_000)
  afterAll(() => rmSync(scratch.tree, { recursive: true, force: true }))
  return scratch
}
