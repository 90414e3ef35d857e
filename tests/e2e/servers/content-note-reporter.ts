import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { contentDifferenceNote } from '../../content-roots.ts'

/**
 * Under the list of failures, when the sites were built from content other than the frozen copy
 * (CONTENT_ROOT): which content files differ, so a failure that comes from a content change says
 * so (Vitest's tests carry the same note, tests/setup.ts).
 */
export default class ContentNoteReporter implements Reporter {
  private readonly failed: string[] = []

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== test.expectedStatus && result.retry === test.retries)
      this.failed.push(test.titlePath().filter(Boolean).join(' › '))
  }

  onEnd(): void {
    const note = contentDifferenceNote()
    if (note === undefined || this.failed.length === 0) return
    console.log(`\n${this.failed.map((title) => `  ${title}`).join('\n')}\n  ↳ ${note}\n`)
  }

  printsToStdio(): boolean {
    return false
  }
}
