import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The WCAG levels every page must meet: 2.0, 2.1 and 2.2, A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

/** One violation as a short paragraph: rule, impact, help, link, then each element and why. */
function describeViolation(violation: Violation): string {
  const nodes = violation.nodes.map((node) => {
    const why = (node.failureSummary ?? '').split('\n').join('\n      ')
    return `  - ${node.target.map(String).join(' > ')}\n      ${why}`
  })
  const head = `${violation.id} [${violation.impact ?? 'unknown'}]: ${violation.help}`
  return `${head}\n  ${violation.helpUrl}\n${nodes.join('\n')}`
}

/** Runs axe on the page as it is now and fails with a readable list of every violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const report = violations.map(describeViolation)
  expect(
    report,
    `axe found ${violations.length} WCAG 2.2 AA violation(s) on ${page.url()}:\n\n${report.join('\n\n')}\n`,
  ).toEqual([])
}
