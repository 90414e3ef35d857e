// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { lintProbe } from './lint-probe'

const RESTRICTED = 'lint/style/noRestrictedImports'

/** The import rule's findings for a probe file in `folder` importing each of `imports`. */
async function findings(folder: string, imports: string[]): Promise<string[][]> {
  const code = imports.map((from, index) => `import * as m${index} from '${from}'`).join('\n')
  const byLine = await lintProbe(`${folder}/boundary-probe.ts`, `${code}\n`)
  return imports.map((_, index) =>
    (byLine.get(index + 1) ?? []).filter((category) => category === RESTRICTED),
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

describe('the server runs in production: it imports no build tooling', () => {
  it('server/ takes from scripts/ only the settings the build also reads', async () => {
    expect(
      await findings('server', [
        '../scripts/prerender.ts',
        '../scripts/security-policy.ts',
        '../scripts/site-url.ts',
        './site-headers.ts',
      ]),
    ).toEqual([[RESTRICTED], [RESTRICTED], [], []])
    expect(
      await findings('server/waitlist', ['../../scripts/host-headers.ts', '../paths.ts']),
    ).toEqual([[RESTRICTED], []])
  }, 30_000)
})
