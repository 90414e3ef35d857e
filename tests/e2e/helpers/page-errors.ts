import type { Page } from '@playwright/test'

/**
 * Collects what a page reports as wrong from here on: console errors and warnings (hydration
 * mismatches among them) and uncaught exceptions. The stock-photo host is unreachable from the
 * test machine, so failing to load its images is expected and left out.
 */
export function collectPageErrors(page: Page): () => string[] {
  const reported: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    if (message.location().url.includes('images.unsplash.com')) return
    reported.push(message.text())
  })
  page.on('pageerror', (error) => reported.push(error.message))
  return () => [...reported]
}
