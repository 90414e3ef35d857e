import { expect, type Locator, type Page, test } from '@playwright/test'
import { fill, home } from './helpers/copy'
import { trackAtRest } from './helpers/page-marks'

// Issue 22: on a phone the next screen peeks in and the controls stay on screen while swiping;
// on a laptop a drag anywhere across the slides moves them and never selects text.

const { appPreview } = home
const slideName = (current: number) =>
  fill(appPreview.slideLabel, { current, total: appPreview.screens.length })
const dotName = (number: number) => fill(appPreview.goToSlide, { number })

function carousel(page: Page): Locator {
  return page.getByRole('region', { name: appPreview.carouselLabel })
}

function slide(page: Page, number: number): Locator {
  return carousel(page).getByRole('group', { name: slideName(number) })
}

/** The phone picture of a slide (a drawing: it has no role of its own). */
function phoneOf(slideLocator: Locator): Locator {
  return slideLocator.locator('[data-phone-mock]')
}

/** Every arrow and dot of the carousel: its only buttons (the phone pictures draw, never act). */
function controls(page: Page): Locator {
  return carousel(page).getByRole('button')
}

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`no box for ${locator}`)
  return found
}

async function openCarousel(page: Page) {
  await page.goto('/')
  await carousel(page).scrollIntoViewIfNeeded()
  await expect(carousel(page).locator('[data-ready]')).toHaveCount(1)
}

test.describe('app preview on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the next screen peeks in at the right edge beside the current one', async ({ page }) => {
    await openCarousel(page)
    const viewport = page.viewportSize()
    if (!viewport) throw new Error('no viewport')
    const current = await box(slide(page, 1))
    expect(current.x).toBeGreaterThanOrEqual(0)
    expect(current.x + current.width).toBeLessThanOrEqual(viewport.width)

    const next = await box(slide(page, 2))
    expect(next.x).toBeLessThan(viewport.width)
    // A real strip of the next phone, not a hairline.
    const nextPhone = await box(phoneOf(slide(page, 2)))
    expect(nextPhone.x).toBeLessThanOrEqual(viewport.width - 24)
  })

  test('with a screen held in the middle of the viewport, its arrows and dots are on screen too', async ({
    page,
  }) => {
    await openCarousel(page)
    const viewport = page.viewportSize()
    if (!viewport) throw new Error('no viewport')
    const header = await box(page.getByRole('banner'))
    for (const [index] of appPreview.screens.entries()) {
      const number = index + 1
      if (number > 1) {
        await carousel(page)
          .getByRole('button', { name: dotName(number) })
          .click()
        await expect(carousel(page).getByRole('button', { name: dotName(number) })).toHaveAttribute(
          'aria-current',
          'true',
        )
      }
      // Where a visitor holds what they swipe: the phone in the middle of the screen.
      // (Measured rather than scrollIntoView: Chromium centres a zoomed element off by its zoom.)
      await phoneOf(slide(page, number)).evaluate((phone) => {
        const { top, height } = phone.getBoundingClientRect()
        window.scrollBy({ top: top + height / 2 - window.innerHeight / 2, behavior: 'instant' })
      })
      const shown = await box(slide(page, number))
      expect(shown.y, `screen ${number} starts below the header`).toBeGreaterThanOrEqual(
        header.y + header.height,
      )
      const buttons = controls(page)
      await expect(buttons).toHaveCount(appPreview.screens.length + 2)
      for (const button of await buttons.all()) {
        const place = await box(button)
        expect(place.y, `${await button.getAttribute('aria-label')}`).toBeGreaterThanOrEqual(0)
        expect(place.y + place.height).toBeLessThanOrEqual(viewport.height)
      }
    }
  })
})

test.describe('app preview on a laptop (1280 × 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  /** Drags the mouse from (x, y) leftwards by `distance`, as a visitor pulls the slides. */
  async function dragLeft(page: Page, x: number, y: number, distance: number) {
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x - distance, y, { steps: 16 })
    await page.mouse.up()
  }

  const selectedText = (page: Page) => page.evaluate(() => window.getSelection()?.toString() ?? '')

  test('a drag across the slides, or the space under them, moves on one screen and selects no text', async ({
    page,
  }) => {
    await openCarousel(page)
    const second = await box(slide(page, 2))
    // More than half a slide, so the result does not hang on the release speed.
    const distance = second.width * 0.6
    const centre = second.x + second.width / 2

    await dragLeft(page, centre + distance / 2, second.y + second.height / 3, distance)
    await expect(carousel(page).getByRole('button', { name: dotName(2) })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(await selectedText(page)).toBe('')
    // Measured once the first move has ended, so the second drag starts on a still track.
    await trackAtRest(page, carousel(page))

    // The empty space between the screens' captions and the arrows.
    const caption = await box(slide(page, 3).getByText(appPreview.screens[2]?.caption ?? ''))
    const arrow = await box(carousel(page).getByRole('button', { name: appPreview.nextSlide }))
    const under = (caption.y + caption.height + arrow.y) / 2
    await dragLeft(page, centre + distance / 2, under, distance)
    await expect(carousel(page).getByRole('button', { name: dotName(3) })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(await selectedText(page)).toBe('')
  })
})
