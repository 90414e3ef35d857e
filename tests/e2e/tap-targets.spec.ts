import { expect, type Page, test } from '@playwright/test'

const PAGES = ['/', '/quiz', '/our-story', '/nowhere']
const MIN = 44

/** Every link, button and form control a person can tap that is smaller than 44×44 px. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const targets = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, textarea, input:not([type="hidden"]), [role="button"], [tabindex="0"]',
    )
    const small: string[] = []
    for (const target of targets) {
      if (target.closest('[inert], [aria-hidden="true"], [hidden]')) continue
      // A visually hidden radio or checkbox is tapped through its label, the card around it.
      const tapped = target.matches('input[type="radio"], input[type="checkbox"]')
        ? (target.closest('label') ?? target)
        : target
      const box = tapped.getBoundingClientRect()
      const style = getComputedStyle(tapped)
      // Not shown at this width, or visually hidden until focused (the skip link: see below).
      const clipped = style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)'
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || clipped) continue
      if (box.width >= min && box.height >= min) continue
      const name = (tapped.getAttribute('aria-label') ?? tapped.textContent ?? '').trim()
      small.push(
        `${tapped.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      )
    }
    return small
  }, MIN)
}

for (const width of [390, 1280]) {
  test.describe(`tap targets at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } })
    for (const path of PAGES) {
      test(`every link and button on ${path} is at least ${MIN}×${MIN} px`, async ({ page }) => {
        await page.goto(path)
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
        // Measured as the app renders the page, once its code runs.
        await expect(page.locator('html')).toHaveAttribute('data-page-ready', '')
        expect(await smallTargets(page)).toEqual([])
      })
    }
  })
}

test('the skip link, once focused, is at least 44×44 px', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const box = await page.locator(':focus').boundingBox()
  expect(box?.width).toBeGreaterThanOrEqual(MIN)
  expect(box?.height).toBeGreaterThanOrEqual(MIN)
})
