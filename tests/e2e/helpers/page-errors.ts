import type { Page } from '@playwright/test'
import { CONTENT_PICTURE_ORIGINS } from './pictures'

/** Pictures a maintainer put on another host, which the test machine may not reach. */
const ALWAYS_EXPECTED_FROM = CONTENT_PICTURE_ORIGINS

/**
 * What Playwright itself logs when a page registers its service worker while the tests block
 * service workers (playwright.config.ts): the site's own code did nothing wrong.
 */
const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright'

/**
 * Collects what a page reports as wrong from here on: console errors and warnings (hydration
 * mismatches among them) and uncaught exceptions. Failed loads from the hosts of content's pictures, and from
 * any `expectedFrom` address a test makes fail on purpose, are left out.
 */
export function collectPageErrors(page: Page, expectedFrom: string[] = []): () => string[] {
  const expected = [...ALWAYS_EXPECTED_FROM, ...expectedFrom]
  const reported: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    if (message.text() === SERVICE_WORKER_BLOCKED) return
    const from = message.location().url
    if (expected.some((address) => from.includes(address))) return
    reported.push(message.text())
  })
  page.on('pageerror', (error) => reported.push(error.message))
  return () => [...reported]
}
