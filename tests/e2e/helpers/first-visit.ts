import type { Page, Request } from '@playwright/test'
import { waitForMark } from './page-marks'

/** A file of the site a visit fetched, as the browser received it (decoded). */
export type FetchedFile = { path: string; body: Buffer }

/** What a first visit of a page downloaded from the site, by kind, each file once. */
export type FirstVisit = {
  /** The page itself, as it arrived. */
  html: string
  scripts: FetchedFile[]
  styles: FetchedFile[]
  fonts: FetchedFile[]
}

/** The kinds of file a first visit is budgeted for, by the browser's name for the request. */
const BUDGETED_KINDS = { script: 'scripts', stylesheet: 'styles', font: 'fonts' } as const

const isBudgetedKind = (kind: string): kind is keyof typeof BUDGETED_KINDS =>
  Object.hasOwn(BUDGETED_KINDS, kind)

/**
 * Visits `path` in a page of a fresh context (nothing cached, no service worker) and records every
 * file it fetched from the site until its start-up and its idle work are done (the page marks
 * both: src/lib/page-marks.ts), the idle chunks included, as Lighthouse counts a load: it stops
 * once the network has been quiet a second. The rest of the site's code, fetched a few seconds
 * later (src/idle-work.ts), belongs to a visit that stays, not to the first one.
 */
export async function recordFirstVisit(page: Page, path: string): Promise<FirstVisit> {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  const document = await page.goto(path)
  if (!document) throw new Error(`${path} answered nothing`)
  await waitForMark(page, 'pageIdle')
  await waitForMark(page, 'pendingSignupsChecked')

  const { origin } = new URL(document.url())
  const visit: FirstVisit = { html: await document.text(), scripts: [], styles: [], fonts: [] }
  const seen = new Set<string>()
  for (const request of requests) {
    const url = new URL(request.url())
    const kind = request.resourceType()
    if (url.origin !== origin || !isBudgetedKind(kind) || seen.has(url.pathname)) continue
    seen.add(url.pathname)
    // A file still arriving when the idle work was done is part of the visit: waited for.
    const response = await request.response()
    if (!response) throw new Error(`${url.pathname} was requested but never answered`)
    visit[BUDGETED_KINDS[kind]].push({ path: url.pathname, body: await response.body() })
  }
  return visit
}
