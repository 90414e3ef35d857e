import { readFileSync } from 'node:fs'
import { get as httpGet } from 'node:http'
import { expect, type Page, test } from '@playwright/test'
import { fieldLabel, homeHeadings, messages, shown, submitLabel, withBrand } from './helpers/copy'
import { expectMenu, menuToggle, mobileMenu } from './helpers/mobile-menu'
import { collectPageErrors } from './helpers/page-errors'
import { expectQuestion, option, questionOf } from './helpers/quiz'

// Read as the site shows it: the tests follow the content, whatever its wording.
const { home, quiz, site, story } = shown

const DIST = process.env.E2E_DIST ?? 'dist'

/** Text as it appears in HTML source: React escapes these characters. */
const inHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const PAGES = [
  { path: '/', heading: home.hero.title, meta: home.meta },
  { path: '/quiz', heading: quiz.title, meta: quiz.meta },
  { path: '/our-story', heading: story.title, meta: story.meta },
]

test.describe('every page is prerendered HTML', () => {
  for (const { path, heading, meta } of PAGES) {
    test(`${path} arrives with its heading, title and link-preview tags`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('text/html')
      const html = await response.text()
      const url = new URL(path, baseURL).href
      expect(html).toContain('<html lang="en">')
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(inHtml(heading))}</h1>`))
      expect(html).toContain(`<title>${inHtml(meta.title)}</title>`)
      expect(html).toContain(`<meta name="description" content="${inHtml(meta.description)}"/>`)
      expect(html).toContain(`<link rel="canonical" href="${url}"/>`)
      expect(html).toContain(`<meta property="og:url" content="${url}"/>`)
      expect(html).toContain(`<meta property="og:title" content="${inHtml(meta.title)}"/>`)
      expect(html).toContain(
        `<meta property="og:image" content="${new URL(site.share.image.src, baseURL).href}"/>`,
      )
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
      expect(html).toContain('<meta name="theme-color"')
    })
  }

  test('an unknown path gets the 404 page with a 404 status, kept out of search results', async ({
    request,
  }) => {
    const response = await request.get('/massage/nowhere')
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).toContain(inHtml(site.notFound.title))
    expect(html).toContain(`<title>${inHtml(site.notFound.meta.title)}</title>`)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  })

  test('the 404 page any made-up path gets is small: 40 KB as it is, 20 KB as a browser takes it', async ({
    baseURL,
  }) => {
    /** The bytes that cross the network for `path`, as they are sent (not decompressed). */
    const sent = (path: string, acceptEncoding: string) =>
      new Promise<{ status?: number; encoding?: string; bytes: number }>((resolve, reject) => {
        httpGet(
          new URL(path, baseURL),
          { headers: { 'accept-encoding': acceptEncoding } },
          (answer) => {
            let bytes = 0
            answer.on('data', (chunk: Buffer) => {
              bytes += chunk.length
            })
            answer.on('end', () =>
              resolve({
                status: answer.statusCode,
                encoding: answer.headers['content-encoding'],
                bytes,
              }),
            )
          },
        ).on('error', reject)
      })
    const plain = await sent('/made-up/path', 'identity')
    const browser = await sent('/made-up/path', 'gzip, deflate, br, zstd')
    expect([plain.status, browser.status]).toEqual([404, 404])
    expect(plain.encoding).toBeUndefined()
    expect(plain.bytes).toBeLessThanOrEqual(40 * 1024)
    expect(browser.encoding).toBe('br')
    expect(browser.bytes).toBeLessThanOrEqual(20 * 1024)
  })

  test('the sitemap, robots.txt, manifest, icons and share card are served', async ({
    request,
    baseURL,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of ['/', '/quiz', '/our-story'])
      expect(sitemap).toContain(`<loc>${new URL(path, baseURL).href}</loc>`)
    expect(await (await request.get('/robots.txt')).text()).toContain(
      `Sitemap: ${new URL('/sitemap.xml', baseURL).href}`,
    )
    const manifest = await (await request.get('/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({ name: site.brand.name, start_url: '/' })
    for (const icon of [
      '/favicon.ico',
      '/favicon.svg',
      '/favicon-32.png',
      '/apple-touch-icon.png',
      '/icon-192.png',
      '/icon-512.png',
      site.share.image.src,
    ])
      expect((await request.get(icon)).status(), icon).toBe(200)
  })

  test('once the page runs, it links its icons and manifest', async ({ page }) => {
    await page.goto('/')
    await expectAppRunning(page)
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    )
    // The SVG icon is in the page from the start; the PNG one is linked once the page runs.
    await expect(page.locator('head link[rel="icon"][href="/favicon-32.png"]')).toHaveCount(1)
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveCount(1)
  })

  test('the share card is 1200×630', () => {
    const png = readFileSync(`${DIST}${site.share.image.src}`)
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the tab has the site's icon from the page itself", async ({ page, request }) => {
    const svg = (await (await request.get('/favicon.svg')).text()).trim()
    await page.goto('/')
    const href = await page.locator('head link[rel="icon"]').getAttribute('href')
    expect(decodeURIComponent(href ?? '')).toBe(`data:image/svg+xml,${svg}`)
  })

  test('the home page shows every section, and its links are real links', async ({ page }) => {
    await page.goto('/')
    const main = page.getByRole('main')
    await expect(main.locator('h1, h2')).toHaveText(homeHeadings(home))
    const carousel = main.getByRole('region', { name: home.appPreview.carouselLabel })
    for (const screen of home.appPreview.screens)
      await expect(carousel.getByRole('heading', { name: screen.title })).toBeAttached()
    await expect(page.getByRole('textbox', { name: fieldLabel('waitlist', 'name') })).toBeVisible()
    await page.getByRole('banner').getByRole('link', { name: site.navigation.takeQuiz }).click()
    await expect(page).toHaveURL(/\/quiz$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(quiz.title)
  })

  test('the quiz shows its first question with every option', async ({ page }) => {
    await page.goto('/quiz')
    const [first] = quiz.questions
    if (!first) throw new Error('quiz.json has no questions')
    await expect(page.getByRole('heading', { name: first.question })).toBeVisible()
    for (const choice of first.options)
      await expect(page.getByText(choice.label, { exact: true })).toBeVisible()
  })

  test('Our Story reads in full', async ({ page }) => {
    await page.goto('/our-story')
    for (const block of story.blocks)
      await expect(page.getByText(block.text, { exact: true })).toBeAttached()
    await expect(page.getByRole('link', { name: story.cta.action })).toHaveAttribute(
      'href',
      '/#waitlist',
    )
  })

  test('at 390 px the menu’s toggle opens it (a popover), and its links lead where they say', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await menuToggle(page).click()
    await expectMenu(page, 'open')
    await (await mobileMenu(page)).getByRole('link', { name: site.navigation.ourStory }).click()
    await expect(page).toHaveURL(/\/our-story$/)
  })

  test('the quiz says in one line that it needs JavaScript, in place of its buttons', async ({
    page,
  }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 })
      await page.goto('/quiz')
      await expect(page.getByText(quiz.navigation.needsJavaScript)).toBeVisible()
      await expect(page.getByRole('main').getByRole('button')).toHaveCount(0)
    }
  })

  for (const width of [390, 1280])
    test(`at ${width} px no page shows a button that does nothing: each one left sends a form or opens a popover`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 })
      for (const path of ['/', '/quiz', '/our-story', '/nowhere']) {
        await page.goto(path)
        const idle = await page
          .locator('button:visible')
          .evaluateAll((buttons) =>
            buttons
              .filter(
                (button) =>
                  !(
                    button instanceof HTMLButtonElement &&
                    ((button.type === 'submit' && button.form?.hasAttribute('action')) ||
                      button.popoverTargetElement !== null)
                  ),
              )
              .map((button) => button.outerHTML.slice(0, 120)),
          )
        expect(idle, `buttons on ${path} that do nothing without JavaScript`).toEqual([])
      }
    })

  test('an unknown path reads as the 404 page', async ({ page }) => {
    await page.goto('/nowhere')
    await expect(page.getByRole('heading', { name: site.notFound.title })).toBeVisible()
    await expect(page.getByRole('link', { name: site.notFound.homeLink })).toHaveAttribute(
      'href',
      '/',
    )
  })
})

test.describe('hydration', () => {
  const paths = ['/', '/quiz', '/quiz?step=3&a=1-relaxation_2-mild', '/our-story', '/#waitlist']
  for (const path of paths) {
    test(`${path} hydrates with no error or warning, also once every part has loaded`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page)
      await page.goto(path)
      await expectAppRunning(page)
      await scrollThroughPage(page)
      expect(errors()).toEqual([])
    })
  }

  test('/nowhere hydrates the 404 page with only the expected messages', async ({ page }) => {
    const errors = collectPageErrors(page)
    await page.goto('/nowhere')
    await expectAppRunning(page)
    await expect(page.getByRole('heading', { name: site.notFound.title })).toBeVisible()
    const expected = (text: string) =>
      text.includes('status of 404') || text.includes('non-existent route: /nowhere')
    expect(errors().filter((text) => !expected(text))).toEqual([])
    expect(errors().some((text) => text.includes('/nowhere'))).toBe(true)
  })

  test('a host that serves index.html for every path still shows the right page', async ({
    page,
  }) => {
    const homeHtml = readFileSync(`${DIST}/index.html`, 'utf8')
    await page.route('**/our-story', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: homeHtml }),
    )
    const errors = collectPageErrors(page)
    await page.goto('/our-story')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title)
    await expect(page.getByRole('heading', { name: home.hero.title })).toHaveCount(0)
    expect(errors()).toEqual([])
  })

  test('a quiz link with answers never shows the prerendered first question', async ({ page }) => {
    // Records, every frame from the first, whether question 1's progress text is on screen.
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { quizFramesSeen: seen })
      const look = () => {
        const card = document.querySelector('[data-quiz-card]')
        if (card && getComputedStyle(card).visibility === 'visible')
          seen.push(card.querySelector('[data-step-status]')?.textContent ?? '')
        requestAnimationFrame(look)
      }
      requestAnimationFrame(look)
    })
    await page.goto('/quiz?step=3&a=1-relaxation_2-mild')
    await expectQuestion(page, 3)
    await expect(option(page, 2, 'mild')).not.toBeVisible()
    const seen = await page.evaluate(() =>
      'quizFramesSeen' in window && Array.isArray(window.quizFramesSeen)
        ? window.quizFramesSeen.map(String)
        : [],
    )
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.filter((text) => text !== questionOf(3))).toEqual([])
  })
})

test.describe('the code a page starts with is fetched as it paints, without a touch', () => {
  const START_UP = [
    // The shell holds React and the app's start (scripts/shell-chunk.ts).
    { path: '/', scripts: ['index', 'shell'] },
    // The question form's code too: the quiz's first tap or key needs it.
    { path: '/quiz', scripts: ['index', 'shell', 'quiz-steps'] },
  ]
  for (const { path, scripts } of START_UP) {
    test(`${path}: every script it starts with is asked for, with nothing touched`, async ({
      page,
    }) => {
      await page.goto(path)
      await expectAppRunning(page)
      const askedFor = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      )
      for (const name of scripts)
        expect(askedFor, name).toContainEqual(
          expect.stringMatching(new RegExp(`^/assets/${name}-[\\w-]+\\.js$`)),
        )
    })
  }
})

test.describe('code that waits until it is needed', () => {
  test('a choice made before the quiz form has loaded is kept', async ({ page }) => {
    const release = holdRequests(page, /\/assets\/quiz-steps-[^/]+\.js$/)
    await page.goto('/quiz')
    await expectAppRunning(page)
    await page.getByText(quiz.questions[0]?.options[1]?.label ?? '', { exact: true }).click()
    release()
    const next = page.getByRole('button', { name: quiz.navigation.next })
    await expect(next).toBeEnabled()
    await expect(option(page, 1, quiz.questions[0]?.options[1]?.value ?? '')).toBeChecked()
    await next.click()
    await expectQuestion(page, 2)
  })

  test('what was typed into the waitlist form before its code arrived is kept and sent', async ({
    page,
  }) => {
    const release = holdRequests(page, /\/assets\/waitlist-form-[^/]+\.js$/)
    const logged: string[] = []
    page.on('console', (message) => logged.push(message.text()))
    await page.goto('/#waitlist')
    await expectAppRunning(page)
    await page.getByRole('textbox', { name: fieldLabel('waitlist', 'name') }).fill('Ana')
    await page
      .getByRole('textbox', { name: fieldLabel('waitlist', 'email') })
      .fill('ana@example.com')
    await page.getByRole('button', { name: submitLabel('waitlist') }).click()
    await expect(page).toHaveURL(/\/#waitlist$/)
    release()
    const confirmation = withBrand(messages.waitlist.confirmation.title)
    await expect(page.getByRole('heading', { name: confirmation })).toBeVisible()
    await expect.poll(() => logged.some((text) => text.includes('ana@example.com'))).toBe(true)
  })

  test('the first visit of / leaves the form, the carousel and the footer code for later', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expectAppRunning(page)
    await page.waitForLoadState('networkidle')
    for (const later of ['waitlist-form', 'lower-sections', 'site-footer', 'use-definition-form'])
      expect(scripts.filter((path) => path.includes(later))).toEqual([])
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect
      .poll(() => scripts.filter((path) => /lower-sections|site-footer/.test(path)).length)
      .toBe(2)
  })
})

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The page has hydrated: its own code runs (parts deferred until needed may still be waiting). */
async function expectAppRunning(page: Page) {
  await expect(page.locator('html[data-page-ready]')).toHaveCount(1)
}

/** Scrolls to the bottom and back, so every part that loads as it nears the screen does. */
async function scrollThroughPage(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** Holds matching requests until `release()` is called; returns it. */
function holdRequests(page: Page, pattern: RegExp): () => void {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  void page.route(pattern, async (route) => {
    await released
    await route.continue()
  })
  return release
}
