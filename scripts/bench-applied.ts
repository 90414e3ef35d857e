// The bench's early taps: a real Chromium slowed down as DevTools' "Slow 4G" preset and
// Lighthouse's mobile CPU slow it, on a phone-sized screen, a true first visit each run. A tap
// comes as soon as its target shows, and the page itself marks when its answer is on screen.
import { type Browser, chromium, type Page } from '@playwright/test'
import { throttling } from 'lighthouse/core/config/constants.js'
import { shown, site } from '../tests/e2e/helpers/copy.ts'
import { nextButton } from '../tests/e2e/helpers/quiz.ts'
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs'

/** Lighthouse's mobile preset as DevTools applies it: 562.5 ms a request, 1.47 Mbps down, CPU ×4. */
const SLOW_4G = throttling.mobileSlow4G

/** A phone-sized screen: 390×844 CSS pixels at 3×, touch (the Lighthouse runs use the same). */
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 }

/** As the Lighthouse runs do (bench.ts): the stock-photo host cannot be reached from here. */
export const BLOCKED_URLS = ['*images.unsplash.com*']

/** What an early-tap visit measured, in ms from the start of the navigation. */
export type EarlyTap = {
  /** The first tap, made as soon as its target was visible. */
  tapMs: number
  /** On /quiz the tap on Next; on / there is none (NaN). */
  secondTapMs: number
  /** On /quiz question 2's heading on screen; on / the mobile menu open. */
  respondedMs: number
}

/** What the page shows once it has answered: a heading, or a navigation landmark (the menu). */
type Answer = { heading: string } | { navigation: string }

export type AppliedPage = {
  path: string
  /** What the early tap's answer is called in the table, and its target if it has one. */
  responseLabel: string
  responseTargetMs?: number
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
    answer: { navigation: site.navigation.label },
    async tapEarly(page) {
      await page.getByRole('button', { name: site.navigation.openMenu }).tap()
      // On a phone's screen the only navigation shown is the open menu.
      await page.getByRole('navigation', { name: site.navigation.label }).waitFor()
    },
  },
  {
    path: '/quiz',
    responseLabel: 'Early tap → question 2 (ms)',
    responseTargetMs: 3500,
    answer: { heading: secondQuestionText },
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
 * whatever the page changed to show it (the document, or a popover's `toggle`). Like every
 * function sent to the page here, it names no function of its own: tsx would wrap one in a
 * `__name` helper the page does not have.
 */
function watchThePage(answer: Answer): void {
  addEventListener(
    'pointerdown',
    (event) => performance.mark('bench:tap', { startTime: event.timeStamp }),
    { capture: true },
  )
  const look = () => {
    const [selector, text] =
      'heading' in answer ? ['h1, h2, h3', answer.heading] : ['nav', answer.navigation]
    const answered = [...document.querySelectorAll(selector)].some(
      (element) =>
        ('heading' in answer ? element.textContent?.trim() : element.getAttribute('aria-label')) ===
          text && element.checkVisibility(),
    )
    if (!answered || performance.getEntriesByName('bench:responded').length) return
    performance.mark('bench:responded')
    observer.disconnect()
  }
  const observer = new MutationObserver(look)
  observer.observe(document, { subtree: true, childList: true, attributes: true })
  addEventListener('toggle', look, { capture: true })
}

/** A visit whose first tap comes as soon as its target shows; when the page answered it. */
export async function earlyTap(browser: Browser, url: string, target: AppliedPage) {
  const { width, height, deviceScaleFactor } = PHONE
  const context = await browser.newContext({
    viewport: { width, height },
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
    return await page.evaluate((): EarlyTap => {
      const [tap, secondTap] = performance.getEntriesByName('bench:tap', 'mark')
      const responded = performance.getEntriesByName('bench:responded', 'mark')[0]
      return {
        tapMs: tap?.startTime ?? Number.NaN,
        secondTapMs: secondTap?.startTime ?? Number.NaN,
        // The page's own moment; should the watch have missed it, now is an upper bound.
        respondedMs: responded?.startTime ?? performance.now(),
      }
    })
  } finally {
    await context.close()
  }
}

export function launchChromium(): Promise<Browser> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('No Chromium found: set CHROME_PATH (see README)')
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS })
}
