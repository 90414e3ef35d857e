import { checkContent } from '../scripts/content-check.ts'

/**
 * Vitest's global setup: checks the live content (schemas/content/) before any test reads it.
 * Broken content would otherwise fail dozens of tests with raw parser errors; a maintainer
 * gets the content report instead, once, and no tests run until it is fixed.
 */
export default function checkLiveContentFirst(): void {
  const { exitCode, output } = checkContent()
  if (exitCode === 0) return
  // The report says where to look: Vitest's own account of a failed setup would only bury it.
  console.error(`\nThe tests did not run: the content needs fixing first.\n\n${output}\n`)
  process.exit(1)
}
