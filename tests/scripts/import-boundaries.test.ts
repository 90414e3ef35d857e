// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../content/content-fixture'
import {
  biomeIn,
  lintProbe,
  scratchTreeForTests,
  watchedTreesDigest,
  writeInTree,
} from './lint-probe'

const RESTRICTED = 'lint/style/noRestrictedImports'
const DEV_DEPENDENCY = 'lint/correctness/noUndeclaredDependencies'
const IMPORT_RULES = [RESTRICTED, DEV_DEPENDENCY]

const scratch = scratchTreeForTests()

/** The import rules' findings for a probe file in `folder` importing each of `imports`. */
async function findings(folder: string, imports: string[]): Promise<string[][]> {
  const code = imports.map((from, index) => `import * as m${index} from '${from}'`).join('\n')
  const byLine = await lintProbe(scratch.tree, `${folder}/boundary-probe.ts`, `${code}\n`)
  return imports.map((_, index) =>
    (byLine.get(index + 1) ?? []).filter((category) => IMPORT_RULES.includes(category)),
  )
}

describe('imports go one way: routes → features → forms/components → lib', () => {
  it('src/lib imports nothing from the app above it', async () => {
    expect(
      await findings('src/lib', [
        '@/features/quiz/quiz-page',
        '@/components/ui/button-link',
        '@/forms/registry',
        './cn',
      ]),
    ).toEqual([[RESTRICTED], [RESTRICTED], [RESTRICTED], []])
  }, 30_000)

  it('components and forms import no feature; features no route', async () => {
    expect(await findings('src/components/ui', ['@/features/waitlist/outbox', '@/lib/cn'])).toEqual(
      [[RESTRICTED], []],
    )
    expect(
      await findings('src/forms', [
        '@/features/quiz/use-option-shortcuts',
        '@/components/ui/button-link',
      ]),
    ).toEqual([[RESTRICTED], []])
    expect(await findings('src/features/quiz', ['@/routes/quiz', '@/forms/registry'])).toEqual([
      [RESTRICTED],
      [],
    ])
  }, 30_000)

  it('schemas/ imports nothing from src/', async () => {
    expect(
      await findings('schemas', ['@/lib/cn', '../src/lib/cn', './primitives.schema.ts']),
    ).toEqual([[RESTRICTED], [RESTRICTED], []])
  }, 30_000)
})

describe('browser and server share only contract/ (docs/decisions/0050)', () => {
  it('server/ imports contract/, schemas/ and runtime packages, and nothing else', async () => {
    expect(
      await findings('server', [
        '../src/lib/cn.ts',
        '@/lib/cn',
        '../scripts/prerender.ts',
        '../scripts/build-failure.ts',
        '../tests/server/smtp-catcher.ts',
        '../schemas/validation/validate-content.ts',
        'vite',
        '../contract/signup-payload.ts',
        '../schemas/forms.schema.ts',
        './paths.ts',
        'hono',
      ]),
    ).toEqual([
      [RESTRICTED],
      [RESTRICTED],
      [RESTRICTED],
      [RESTRICTED],
      [RESTRICTED],
      [RESTRICTED],
      [DEV_DEPENDENCY],
      [],
      [],
      [],
      [],
    ])
    expect(
      await findings('server/waitlist', [
        '../../src/forms/registry.ts',
        '../../scripts/host-headers.ts',
        '../../schemas/validation/report.ts',
        '../../contract/field-value.ts',
        '../paths.ts',
        '../db/database.ts',
      ]),
    ).toEqual([[RESTRICTED], [RESTRICTED], [RESTRICTED], [], [], []])
  }, 30_000)

  it('contract/ imports only schemas/ and runtime packages', async () => {
    expect(
      await findings('contract', [
        '../src/lib/cn.ts',
        '@/lib/cn',
        '../server/paths.ts',
        '../scripts/build-failure.ts',
        '../schemas/validation/report.ts',
        'jsonc-parser',
        '../schemas/forms.schema.ts',
        './field-value.ts',
        'zod/mini',
      ]),
    ).toEqual([
      [RESTRICTED],
      [RESTRICTED],
      [RESTRICTED],
      [RESTRICTED],
      [RESTRICTED],
      [DEV_DEPENDENCY],
      [],
      [],
      [],
    ])
  }, 30_000)

  it('src/ reaches the server only through contract/', async () => {
    expect(
      await findings('src', ['../server/app.ts', '../scripts/build.ts', '@contract/site-paths.ts']),
    ).toEqual([[RESTRICTED], [RESTRICTED], []])
    expect(
      await findings('src/features/waitlist', [
        '../../../server/paths.ts',
        '../../../scripts/site-url.ts',
        '@contract/signup-payload.ts',
        'react-dom/server',
      ]),
    ).toEqual([[RESTRICTED], [RESTRICTED], [], []])
  }, 30_000)
})

describe('biome check, as CI runs it, on a scratch copy of the tree', () => {
  const file = 'server/mail/mail-copy.ts'

  it('passes a server file as it is, and fails it once it imports src/', async () => {
    expect(await biomeIn(scratch.tree, 'check', [file])).toEqual({ failed: false, findings: [] })
    const code = readFileSync(path.join(scratch.tree, file), 'utf8')
    writeInTree(
      scratch.tree,
      file,
      `import { cn } from '../../src/lib/cn.ts'\n${code}export const probe = cn\n`,
    )
    const outcome = await biomeIn(scratch.tree, 'check', [file])
    expect(outcome.failed).toBe(true)
    expect(outcome.findings).toContainEqual({
      file,
      line: 1,
      category: RESTRICTED,
      message: expect.stringContaining('server/ runs in production'),
    })
  }, 30_000)
})

describe('the probes stay out of the repository', () => {
  it('lints outside it, and leaves src/, contract/ and server/ byte-identical', () => {
    expect(path.relative(ROOT, scratch.tree)).toMatch(/^\.\./)
    expect(watchedTreesDigest()).toBe(scratch.digestBefore)
  })
})
