import { expect, test } from '@playwright/test'
import { nextFrameDrawn } from './helpers/page-marks'

// Issue 22: what is off screen is laid out as it will be, so the page holds still while it is
// scrolled: the scrollbar does not jump and an anchor lands where it points.
for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])
  test(`the home page's height changes by at most 3% while it is scrolled to the bottom, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await page.goto('/', { waitUntil: 'networkidle' })
    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight)
    const atBottom = () =>
      page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 2)
    const heights = [await pageHeight()]
    while (!(await atBottom())) {
      await page.mouse.wheel(0, height / 2)
      await nextFrameDrawn(page)
      heights.push(await pageHeight())
    }
    await page.waitForLoadState('networkidle')
    heights.push(await pageHeight())
    const change = (Math.max(...heights) - Math.min(...heights)) / Math.max(...heights)
    expect(change, `page heights seen: ${[...new Set(heights)].join(', ')} px`).toBeLessThanOrEqual(
      0.03,
    )
  })
