import path from 'node:path'
import { contentReport } from '../scripts/content-report.ts'
import { contentVersions } from '../scripts/content-versions.ts'
import {
  FROZEN_CONTENT_ROOT,
  onFrozenContent,
  REPO_ROOT,
  testContentRoot,
} from './content-roots.ts'

/** What to do when the frozen copy no longer passes: a developer's task, never a maintainer's. */
export const FROZEN_COPY_ADVICE = `The frozen copy of the content (${path.relative(REPO_ROOT, FROZEN_CONTENT_ROOT)}/schemas/content/) no longer passes the content check: a schema changed without it. The developer who changed the schema carries the change into the frozen copy (a new required key gets a value there too); a maintainer never needs to.`

/** The content check's report on the content under `root`, with full paths; '' when it passes. */
export function contentProblemsUnder(root: string): string {
  const { check } = contentVersions(root)()
  return check.ok ? '' : contentReport(check.problems, root)
}

/**
 * Vitest's global setup: the tests run on the frozen copy of the content, or on the copy
 * CONTENT_ROOT names (tests/content-roots.ts). Broken, it would fail dozens of tests with raw
 * parser errors; the report comes instead, once, and no test runs. The maintainers' own content
 * is the content check's (`npm run content:check`) and the product-conformance test's.
 */
export default function checkContentUnderTestFirst(): void {
  const report = contentProblemsUnder(testContentRoot())
  if (report === '') return
  const advice = onFrozenContent() ? `${FROZEN_COPY_ADVICE}\n\n` : ''
  // The report says where to look: Vitest's own account of a failed setup would only bury it.
  console.error(
    `\nThe tests did not run: the content they run on needs fixing first.\n\n${advice}${report}\n`,
  )
  process.exit(1)
}
