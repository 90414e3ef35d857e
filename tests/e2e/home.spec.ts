import { expect, type Locator, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { fill, home, homeHeadings } from './helpers/copy'
import { trackAtRest } from './helpers/page-marks'

const { appPreview } = home
const SCREENS = appPreview.screens.map((screen) => screen.title)
const slideName = (current: number) =>
  fill(appPreview.slideLabel, { current, total: SCREENS.length })
const dotName = (number: number) => fill(appPreview.goToSlide, { number })

function carousel(page: Page): Locator {
  return page.getByRole('region', { name: appPreview.carouselLabel })
}

/** The names ("2 of 4") of the slides whose box lies wholly inside the carousel's viewport. */
async function fullyVisibleSlides(page: Page): Promise<string[]> {
  return carousel(page)
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) => {
      const viewport = slides[0]?.parentElement?.getBoundingClientRect()
      if (!viewport) return []
      return slides
        .filter((slide) => {
          const box = slide.getBoundingClientRect()
          return box.left >= viewport.left - 1 && box.right <= viewport.right + 1
        })
        .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
        .map((slide) => slide.getAttribute('aria-label') ?? '')
    })
}

async function expectVisibleSlides(page: Page, names: string[]) {
  await expect.poll(() => fullyVisibleSlides(page)).toEqual(names)
}

async function openHome(page: Page) {
  await page.goto('/')
  // The carousel's code loads as a visitor nears it; keen-slider marks the track ready.
  await carousel(page).scrollIntoViewIfNeeded()
  await expect(carousel(page).locator('[data-ready]')).toHaveCount(1)
}

test.describe('home page', () => {
  test('shows one h1 and the sections in the order home.json gives (docs/product.md’s unless it lists another)', async ({
    page,
  }) => {
    await openHome(page)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText([home.hero.title])
    await expect(main.locator('h1, h2')).toHaveText(homeHeadings(home))
    for (const title of [home.banner.title, appPreview.title, home.mission.title]) {
      await expect(page.getByRole('region', { name: title })).toBeVisible()
    }
    await expect(page.locator('section#waitlist')).toHaveAccessibleName(home.waitlist.title)
    await expect(page).toHaveTitle(home.meta.title)
  })

  test('shows the three value cards and the app screens as h3s', async ({ page }) => {
    await openHome(page)
    const values = page.getByRole('region', { name: home.values.title })
    await expect(values.getByRole('heading', { level: 3 })).toHaveText(
      home.values.cards.map((card) => card.title),
    )
    await expect(carousel(page).getByRole('heading', { level: 3 })).toHaveText(SCREENS, {
      useInnerText: true,
    })
  })

  test('hero actions lead to the waitlist and the quiz', async ({ page }) => {
    await openHome(page)
    const hero = page.getByRole('region', { name: home.hero.title })
    await hero.getByRole('link', { name: home.hero.primaryAction }).click()
    await expect(page).toHaveURL(/\/#waitlist$/)
    await expect(page.locator('#waitlist')).toBeInViewport()

    await openHome(page)
    await hero.getByRole('link', { name: home.hero.secondaryAction }).click()
    await expect(page).toHaveURL(/\/quiz$/)
  })

  test('banner, quiz call-to-action and mission link where they should', async ({ page }) => {
    await openHome(page)
    const banner = page.getByRole('region', { name: home.banner.title })
    await expect(banner.getByRole('link', { name: home.banner.primaryAction })).toHaveAttribute(
      'href',
      '/quiz',
    )
    await banner.getByRole('link', { name: home.banner.secondaryAction }).click()
    await expect(page).toHaveURL(/\/#waitlist$/)
    await expect(page.locator('#waitlist')).toBeInViewport()

    const quizCta = page.getByRole('region', { name: home.quizCta.title })
    await expect(quizCta.getByRole('link', { name: home.quizCta.action })).toHaveAttribute(
      'href',
      '/quiz',
    )

    // The header and the footer may name the same action alike (docs/decisions/0035).
    const mission = page.getByRole('region', { name: home.mission.title })
    await mission.getByRole('link', { name: home.mission.link }).click()
    await expect(page).toHaveURL(/\/our-story$/)
  })

  test('the carousel is a named region with named slides, buttons and dots', async ({ page }) => {
    await openHome(page)
    const region = carousel(page)
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = region.locator('[role="group"][aria-roledescription="slide"]')
    await expect(slides).toHaveCount(SCREENS.length)
    for (const [index] of SCREENS.entries()) {
      await expect(slides.nth(index)).toHaveAttribute('aria-label', slideName(index + 1))
      await expect(region.getByRole('button', { name: dotName(index + 1) })).toBeVisible()
    }
    await expect(region.getByRole('button', { name: appPreview.previousSlide })).toBeVisible()
    await expect(region.getByRole('button', { name: appPreview.nextSlide })).toBeVisible()
    await expect(page.getByText(appPreview.comingSoon)).toBeVisible()
  })
})

test.describe('carousel on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('shows one slide per view', async ({ page }) => {
    await openHome(page)
    await expectVisibleSlides(page, [slideName(1)])
  })

  test('loops both ways with the buttons', async ({ page }) => {
    await openHome(page)
    const region = carousel(page)
    await region.getByRole('button', { name: appPreview.previousSlide }).click()
    await expectVisibleSlides(page, [slideName(4)])
    await expect(region.getByRole('button', { name: dotName(4) })).toHaveAttribute(
      'aria-current',
      'true',
    )

    await region.getByRole('button', { name: appPreview.nextSlide }).click()
    await expectVisibleSlides(page, [slideName(1)])
    await expect(region.getByRole('button', { name: dotName(1) })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  test('dots go to their screen, and Next from the last screen shows the first', async ({
    page,
  }) => {
    await openHome(page)
    const region = carousel(page)
    await region.getByRole('button', { name: dotName(3) }).click()
    await expectVisibleSlides(page, [slideName(3)])
    await region.getByRole('button', { name: dotName(4) }).click()
    await expectVisibleSlides(page, [slideName(4)])
    await region.getByRole('button', { name: appPreview.nextSlide }).click()
    await expectVisibleSlides(page, [slideName(1)])
  })

  test('ArrowRight and ArrowLeft move it while focus is inside', async ({ page }) => {
    await openHome(page)
    const region = carousel(page)
    await region.getByRole('button', { name: dotName(1) }).focus()
    await page.keyboard.press('ArrowRight')
    await expectVisibleSlides(page, [slideName(2)])
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expectVisibleSlides(page, [slideName(4)])
  })

  test('slides off screen are inert; the one on screen is not', async ({ page }) => {
    await openHome(page)
    const slides = carousel(page).locator('[aria-roledescription="slide"]')
    await expect(slides.nth(0)).not.toHaveAttribute('inert')
    for (const index of [1, 2, 3]) await expect(slides.nth(index)).toHaveAttribute('inert', '')
  })

  test('a drag shorter than 10 px is a tap; a longer one changes the screen', async ({ page }) => {
    await openHome(page)
    const slide = carousel(page).getByRole('group', { name: slideName(1) })
    await slide.scrollIntoViewIfNeeded()
    const box = await slide.boundingBox()
    if (!box) throw new Error('the first slide has no box')
    const y = box.y + box.height / 3
    const x = box.x + box.width / 2

    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x - 8, y, { steps: 4 })
    await page.mouse.up()
    await trackAtRest(page, carousel(page))
    await expectVisibleSlides(page, [slideName(1)])

    // More than half a slide, so the result does not hang on the release speed.
    const from = box.x + box.width * 0.85
    await page.mouse.move(from, y)
    await page.mouse.down()
    await page.mouse.move(from - box.width * 0.7, y, { steps: 14 })
    await page.mouse.up()
    await expectVisibleSlides(page, [slideName(2)])
  })

  test('has no axe violations', async ({ page }) => {
    await openHome(page)
    await expectNoAxeViolations(page)
  })
})

test.describe('carousel on a tablet (800 px)', () => {
  test.use({ viewport: { width: 800, height: 1000 } })

  test('shows two slides per view', async ({ page }) => {
    await openHome(page)
    await expectVisibleSlides(page, [slideName(1), slideName(2)])
  })
})

test.describe('carousel on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('shows three slides per view and loops from the first to the last', async ({ page }) => {
    await openHome(page)
    await expectVisibleSlides(page, [slideName(1), slideName(2), slideName(3)])
    await carousel(page).getByRole('button', { name: appPreview.previousSlide }).click()
    await expectVisibleSlides(page, [slideName(4), slideName(1), slideName(2)])
    await carousel(page).getByRole('button', { name: appPreview.nextSlide }).click()
    await carousel(page).getByRole('button', { name: appPreview.nextSlide }).click()
    await expectVisibleSlides(page, [slideName(2), slideName(3), slideName(4)])
  })

  test('has no axe violations', async ({ page }) => {
    await openHome(page)
    await expectNoAxeViolations(page)
  })
})

// Issue 35 (docs/decisions/0029): the hero's picture is the site's own drawing, there from the
// first paint, with no photo to arrive and fade in over it.
test.describe("the hero's picture", () => {
  const hero = (page: Page) => page.getByRole('region', { name: home.hero.title })

  async function expectDrawingAlone(page: Page) {
    const drawing = hero(page).locator('svg[aria-hidden="true"]')
    const widths = await drawing.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().width),
    )
    expect(Math.max(0, ...widths), 'a drawing at least 200 px wide').toBeGreaterThanOrEqual(200)
    await expect(hero(page).locator('img')).toHaveCount(0)
  }

  test.describe('as prerendered, before any script', () => {
    test.use({ javaScriptEnabled: false })

    test('is the drawing alone', async ({ page }) => {
      await page.goto('/')
      await expectDrawingAlone(page)
    })
  })

  test('is still the drawing alone once the page runs', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', '')
    await expectDrawingAlone(page)
  })
})
