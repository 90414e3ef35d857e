import { expect, type Locator, type Page } from '@playwright/test'
import { exactlyOneOf, site } from './copy'

const { navigation } = site

/** The mobile menu's toggle, whether its name reads open or close. */
export const menuToggle = (page: Page): Locator =>
  page.getByRole('banner').getByRole('button', {
    name: exactlyOneOf(navigation.openMenu, navigation.closeMenu),
  })

/** The mobile menu, the element its toggle controls. */
export async function mobileMenu(page: Page): Promise<Locator> {
  return page.locator(`#${await menuToggle(page).getAttribute('aria-controls')}`)
}

/**
 * Whether Chromium tells a screen reader the element is expanded, read from its accessibility
 * tree (a popover's toggle is expanded while its popover is open, with no attribute saying so).
 */
async function expandedForScreenReaders(toggle: Locator): Promise<boolean | undefined> {
  const page = toggle.page()
  const cdp = await page.context().newCDPSession(page)
  const { root } = await cdp.send('DOM.getDocument')
  const controls = await toggle.getAttribute('aria-controls')
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: `header button[aria-controls="${controls}"]`,
  })
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId })
  await cdp.detach()
  const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded')
  return typeof expanded?.value.value === 'boolean' ? expanded.value.value : undefined
}

/**
 * The menu is open (its links on screen, the toggle named for closing it and expanded for a
 * screen reader) or closed (all of it the other way round).
 */
export async function expectMenu(page: Page, state: 'open' | 'closed'): Promise<void> {
  const open = state === 'open'
  const menu = await mobileMenu(page)
  const toggle = menuToggle(page)
  if (open) {
    for (const name of [navigation.takeQuiz, navigation.ourStory, navigation.joinWaitlist])
      await expect(menu.getByRole('link', { name })).toBeVisible()
  } else await expect(menu).toBeHidden()
  await expect(toggle).toHaveAccessibleName(open ? navigation.closeMenu : navigation.openMenu)
  await expect.poll(() => expandedForScreenReaders(toggle)).toBe(open)
}

/**
 * Taps the page outside the open menu, on something a tap does nothing to: the first point below
 * the menu, down the middle of the screen, whose element is neither in a link, a button nor a
 * form control. Found on the page as it is, so longer copy never moves a button under the tap.
 */
export async function tapOutsideMenu(page: Page): Promise<void> {
  const menu = await (await mobileMenu(page)).boundingBox()
  if (!menu) throw new Error('the menu is not open')
  const point = await page.evaluate((below) => {
    const interactive =
      'a, button, input, select, textarea, label, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])'
    const x = Math.round(window.innerWidth / 2)
    for (let y = Math.ceil(below) + 8; y < window.innerHeight; y += 8) {
      const element = document.elementFromPoint(x, y)
      if (element && !element.closest(interactive)) return { x, y }
    }
    return undefined
  }, menu.y + menu.height)
  if (!point) throw new Error('nothing inert below the menu to tap')
  await page.mouse.click(point.x, point.y)
}
