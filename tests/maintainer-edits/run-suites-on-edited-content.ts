// `npm run test:maintainer-edits` (slow, for CI): copies the repository's content, makes every
// edit docs/editing-content.md shows a maintainer (tests/maintainer-edits/edits.ts: wording,
// a phone field, a sixth question with its rule, a new massage, a longer hero, a longer story
// title…), and runs the whole `npm test` on it with CONTENT_ROOT. It passes when every stage
// passes but the product-conformance test, which fails with its list of what differs.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { contentSchemas } from '@schemas/content-files.ts'
import { REPO_ROOT } from '../content-roots.ts'
import { CONFORMANCE_TEST } from '../product/conformance-advice.ts'
import { differencesFromSpec } from '../product/spec-quiz.ts'
import { playwrightTests, vitestTests } from '../verdict/stage-outcomes.ts'
import { EDITS, editedContent } from './edits.ts'
import { writeEditedContent } from './write-edited-content.ts'

const work = mkdtempSync(path.join(tmpdir(), 'restwell-edited-'))
const contentRoot = path.join(work, 'content')
const reports = path.join(work, 'reports')
writeEditedContent(contentRoot, REPO_ROOT)

/** The differences the conformance test must list: the edited quiz against the product's. */
function expectedDifferences(): string[] {
  const edited = editedContent(EDITS, REPO_ROOT)
  return differencesFromSpec({
    questions: contentSchemas.quiz.parse(edited.quiz).questions,
    rules: contentSchemas.rules.parse(edited.rules),
    ...contentSchemas.recommendations.parse(edited.recommendations),
  })
}

/** `npm test` on the edited copy, its output shown as it comes and kept. */
function wholeVerdict(): Promise<{ code: number; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/verdict/whole-verdict.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      CONTENT_ROOT: contentRoot,
      VERDICT_REPORTS_DIR: reports,
      // Builds and ports of its own, beside a plain `npm test` in the same checkout.
      E2E_DIST: 'dist-maintainer-edits',
      E2E_PORT: process.env.E2E_PORT ?? '4417',
    },
  })
  let output = ''
  const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
    output += chunk.toString()
    to.write(chunk)
  }
  child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout))
  child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr))
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, output })))
}

/** What should have happened and did not, one line each; none when the run is as expected. */
function surprises(code: number, output: string): string[] {
  const found: string[] = []
  const unit = vitestTests(path.join(reports, 'unit.json'), REPO_ROOT)
  const e2e = playwrightTests(path.join(reports, 'e2e.json'))
  if (code === 0) found.push('npm test passed: the product-conformance test should have failed')
  for (const stage of ['content:check', 'check:types', 'test:e2e'])
    if (!output.includes(`✔ ${stage}`)) found.push(`${stage} did not pass`)
  if (!unit) found.push('the unit tests left no report')
  else if (unit.failed.length !== 1 || !unit.failed[0]?.startsWith(`${CONFORMANCE_TEST} `))
    found.push(`the unit tests that failed are not the conformance test alone: ${unit.failed}`)
  if (!e2e || e2e.passed === 0) found.push('the browser tests did not run')
  // Vitest quotes each difference as a string: its own quotes come escaped.
  const shown = output.replaceAll('\\"', '"')
  const listed = expectedDifferences().filter((difference) => !shown.includes(difference))
  if (listed.length > 0) found.push(`the conformance test did not list: ${listed.join('; ')}`)
  if (!output.includes('Product conformance')) found.push('the summary has no conformance line')
  return found
}

const started = performance.now()
const { code, output } = await wholeVerdict()
const minutes = ((performance.now() - started) / 60_000).toFixed(1)
const found = surprises(code, output)
if (found.length === 0) {
  console.log(
    `\nThe repository's content with ${EDITS.length} maintainer's edits passes every test but the product-conformance test, which lists what differs (${minutes} min).`,
  )
} else {
  console.error(`\nThe run on the edited content (${contentRoot}) went otherwise than expected:`)
  for (const surprise of found) console.error(`  - ${surprise}`)
  process.exitCode = 1
}
