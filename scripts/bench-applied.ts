// The bench's early taps: a real Chromium slowed down as DevTools' "Slow 4G" preset and
// Lighthouse's mobile CPU slow it, on a phone-sized screen, a true first visit each run. A tap
// comes as soon as its target shows, and the page itself marks when its answer is on screen.
import { type Browser, chromium, type Page } from '@playwright/test'
import { throttling } from 'lighthouse/core/config/constants.js'
import { shown, site } from '../tests/e2e/helpers/copy.ts'
import { nextButton } from '../tests/e2e/helpers/quiz.ts'
import type { Measures } from './bench-common.ts'
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs'

/** Lighthouse's mobile preset as DevTools applies it: 562.5 ms a request, 1.47 Mbps down, CPU ×4. */
const SLOW_4G = throttling.mobileSlow4G

/** A phone-sized screen: 390×844 CSS pixels at 3× (the Lighthouse runs use the same). */
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 }

/** As the Lighthouse runs do (bench.ts): the stock-photo host cannot be reached from here. */
export const BLOCKED_URLS = ['*images.unsplash.com*']

/** What shows once the page has answered: an element, named by its label or its text. */
export type Answer = { selector: string; name: string }

export type AppliedPage = {
  path: string
  /** What the early tap's answer is called in the table. */
  responseLabel: string
  answer: Answer
  /** Taps as early as it can, and resolves once the page has answered. */
  tapEarly: (page: Page) => Promise<void>
}

const [firstQuestion, secondQuestion] = shown.quiz.questions
const secondQuestionText = secondQuestion?.question ?? ''

export const APPLIED_PAGES: AppliedPage[] = [
  {
    path: '/',
    responseLabel: 'Early tap → menu open (ms)',
    // On a phone's screen the only navigation shown is the open menu.
    answer: { selector: 'nav', name: site.navigation.label },
    async tapEarly(page) {
      await page.getByRole('button', { name: site.navigation.openMenu }).tap()
      await page.getByRole('navigation', { name: site.navigation.label }).waitFor()
    },
  },
  {
    path: '/quiz',
    responseLabel: 'Early tap → question 2 (ms)',
    answer: { selector: 'h1, h2, h3', name: secondQuestionText },
    async tapEarly(page) {
      await page.getByText(firstQuestion?.options[0]?.label ?? '', { exact: true }).tap()
      await nextButton(page).tap()
      await page.getByRole('heading', { name: secondQuestionText, exact: true }).waitFor()
    },
  },
]

/**
 * Installed before the page's own code: marks each tap at the moment it was made (the event's
 * timestamp, not when a busy main thread got to it) and the moment the page's answer is visible,
 * however the page shows it (a change to the document, or a popover's `toggle`). Like every
 * function sent to the page here, it names no function of its own: tsx would wrap one in a
 * `__name` helper the page does not have.
 */
export function watchThePage({ selector, name }: Answer): void {
  addEventListener(
    'pointerdown',
    (event) => performance.mark('bench:tap', { startTime: event.timeStamp }),
    { capture: true },
  )
  const look = () => {
    const answered = [...document.querySelectorAll(selector)].some(
      (element) =>
        (element.getAttribute('aria-label') ?? element.textContent?.trim()) === name &&
        element.checkVisibility(),
    )
    if (!answered || performance.getEntriesByName('bench:responded').length) return
    performance.mark('bench:responded')
    observer.disconnect()
  }
  const observer = new MutationObserver(look)
  observer.observe(document, { subtree: true, childList: true, attributes: true })
  addEventListener('toggle', look, { capture: true })
}

/** A visit whose first tap comes as soon as its target shows, and when the page answered it. */
export async function earlyTap(browser: Browser, url: string, target: AppliedPage) {
  const { width, height, deviceScaleFactor } = PHONE
  const viewport = { width, height }
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor,
    hasTouch: true,
    isMobile: true,
  })
  try {
    const page = await context.newPage()
    page.setDefaultTimeout(60_000)
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
    await page.addInitScript(watchThePage, target.answer)
    await page.goto(url, { waitUntil: 'commit' })
    await target.tapEarly(page)
    const [responded = Number.NaN, tap = Number.NaN, nextTap = Number.NaN] = await page.evaluate(
      () => [
        // The page's own moment; should the watch have missed it, now is an upper bound.
        performance.getEntriesByName('bench:responded', 'mark')[0]?.startTime ?? performance.now(),
        ...performance.getEntriesByName('bench:tap', 'mark').map((mark) => mark.startTime),
      ],
    )
    const measures: Measures = {
      'Early tap made at (ms)': Math.round(tap),
      'Next tapped at (ms)': Math.round(nextTap),
      [target.responseLabel]: Math.round(responded),
    }
    return measures
  } finally {
    await context.close()
  }
}

export function launchChromium(): Promise<Browser> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('No Chromium found: set CHROME_PATH (see README)')
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS })
}
