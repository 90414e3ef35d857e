// The bench's applied-throttling row: a real Chromium slowed down as DevTools' "Slow 4G" preset
// and Lighthouse's mobile CPU slow it, on a phone-sized screen, a true first visit each run.
// Lighthouse's simulated figures replay a fast load on a model of a slow phone; here the page
// really loads slowly, so what a visitor can do, and when, is measured rather than estimated.
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test'
import { throttling } from 'lighthouse/core/config/constants.js'
import { shown, site } from '../tests/e2e/helpers/copy.ts'
import { nextButton } from '../tests/e2e/helpers/quiz.ts'
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs'

/** Lighthouse's mobile preset as DevTools applies it: 562.5 ms a request, 1.47 Mbps down, CPU ×4. */
const SLOW_4G = throttling.mobileSlow4G

/** The issue-31 targets of the applied row, in ms from the start of the navigation. */
export const APPLIED_TARGETS = {
  firstPaintMs: 2000,
  questionTwoMs: 3500,
}

/** A phone-sized screen: 390×844 CSS pixels at 3×, touch. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  hasTouch: true,
  isMobile: true,
}

/** As the Lighthouse runs do (bench.ts): the stock-photo host cannot be reached from here. */
const BLOCKED_URLS = ['*images.unsplash.com*']

const TIMEOUT_MS = 60_000

/** What one applied-throttling run of a page measured, in ms from the start of the navigation. */
export type AppliedRun = {
  firstPaintMs: number
  firstContentfulPaintMs: number
  lcpMs: number
  /** The first tap, made as soon as its target was visible. */
  tapMs: number
  /** On /quiz the tap on Next; on / there is none (NaN). */
  secondTapMs: number
  /** On /quiz question 2's heading on screen; on / the mobile menu open. */
  respondedMs: number
}

export type AppliedPage = {
  path: string
  /** What the early tap's answer is called in the table. */
  responseLabel: string
  /** Its target, if it has one. */
  responseTargetMs?: number
  /** Taps as early as it can, and resolves once the page has answered. */
  tapEarly: (page: Page) => Promise<void>
  /** Runs in the page before any of its code: marks `bench:responded` when the answer shows. */
  watch: PageWatch
}

type PageWatch = { heading: string } | { expandedLabel: string }

const firstQuestion = shown.quiz.questions[0]
const secondQuestion = shown.quiz.questions[1]
const firstOptionLabel = firstQuestion?.options[0]?.label ?? ''
const secondQuestionText = secondQuestion?.question ?? ''

export const APPLIED_PAGES: AppliedPage[] = [
  {
    path: '/',
    responseLabel: 'Early tap → menu open (ms)',
    watch: { expandedLabel: site.navigation.closeMenu },
    async tapEarly(page) {
      await page.getByRole('button', { name: site.navigation.openMenu }).tap()
      await page
        .getByRole('button', { name: site.navigation.closeMenu })
        .and(page.locator('[aria-expanded="true"]'))
        .waitFor()
    },
  },
  {
    path: '/quiz',
    responseLabel: 'Early tap → question 2 (ms)',
    responseTargetMs: APPLIED_TARGETS.questionTwoMs,
    watch: { heading: secondQuestionText },
    async tapEarly(page) {
      await page.getByText(firstOptionLabel, { exact: true }).tap()
      await nextButton(page).tap()
      await page.getByRole('heading', { name: secondQuestionText, exact: true }).waitFor()
    },
  },
]

/**
 * Installed before the page's own code: marks each tap at the moment it was made (the event's
 * timestamp, not when a busy main thread got to it) and the moment the page's answer is in the
 * document and visible. Like every function sent to the page here, it names no function of its
 * own: tsx would wrap one in a `__name` helper the page does not have.
 */
function watchThePage(watch: PageWatch): void {
  addEventListener(
    'pointerdown',
    (event) => performance.mark('bench:tap', { startTime: event.timeStamp }),
    { capture: true },
  )
  const observer = new MutationObserver(() => {
    const answered =
      'heading' in watch
        ? [...document.querySelectorAll('h1, h2, h3')].some(
            (heading) => heading.textContent?.trim() === watch.heading && heading.checkVisibility(),
          )
        : [...document.querySelectorAll('button[aria-expanded="true"]')].some(
            (button) =>
              button.getAttribute('aria-label') === watch.expandedLabel &&
              document
                .getElementById(button.getAttribute('aria-controls') ?? '')
                ?.checkVisibility(),
          )
    if (!answered) return
    performance.mark('bench:responded')
    observer.disconnect()
  })
  observer.observe(document, { subtree: true, childList: true, attributes: true })
}

/** A fresh context (nothing cached or stored) and a page slowed down before it navigates. */
async function slowPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  page.setDefaultTimeout(TIMEOUT_MS)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setBlockedURLs', { urls: BLOCKED_URLS })
  // As Lighthouse's devtools throttling converts its preset (core/lib/emulation.js).
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.requestLatencyMs,
    downloadThroughput: Math.floor((SLOW_4G.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((SLOW_4G.uploadThroughputKbps * 1024) / 8),
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdownMultiplier })
  return { context, page }
}

/** First paint, first contentful paint and LCP of a visit nobody touches, read after load. */
async function paints(browser: Browser, url: string) {
  const { context, page } = await slowPhone(browser)
  try {
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS })
    return await page.evaluate(async () => {
      const [firstPaint, firstContentfulPaint] = ['first-paint', 'first-contentful-paint'].map(
        (name) => performance.getEntriesByName(name, 'paint')[0]?.startTime ?? Number.NaN,
      )
      const lcp = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        setTimeout(() => resolve(Number.NaN), 5000)
      })
      return {
        firstPaintMs: firstPaint ?? Number.NaN,
        firstContentfulPaintMs: firstContentfulPaint ?? Number.NaN,
        lcpMs: lcp,
      }
    })
  } finally {
    await context.close()
  }
}

/** A visit whose first tap comes as soon as its target shows; when the page answered it. */
async function earlyTap(browser: Browser, url: string, target: AppliedPage) {
  const { context, page } = await slowPhone(browser)
  try {
    await page.addInitScript(watchThePage, target.watch)
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS })
    await target.tapEarly(page)
    return await page.evaluate(() => {
      const taps = performance.getEntriesByName('bench:tap', 'mark')
      const responded = performance.getEntriesByName('bench:responded', 'mark')[0]
      return {
        tapMs: taps[0]?.startTime ?? Number.NaN,
        secondTapMs: taps[1]?.startTime ?? Number.NaN,
        // The page's own moment; should the observer have missed it, now is an upper bound.
        respondedMs: responded?.startTime ?? performance.now(),
      }
    })
  } finally {
    await context.close()
  }
}

/**
 * One run of a page: two fresh visits, because Chromium stops LCP at the first input: one left
 * alone for the paints, one tapped as early as possible.
 */
export async function measureApplied(
  browser: Browser,
  url: string,
  target: AppliedPage,
): Promise<AppliedRun> {
  return { ...(await paints(browser, url)), ...(await earlyTap(browser, url, target)) }
}

export function launchChromium(): Promise<Browser> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('No Chromium found: set CHROME_PATH (see README)')
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS })
}
