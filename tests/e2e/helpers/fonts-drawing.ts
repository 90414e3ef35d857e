import type { Page } from '@playwright/test'

/** The fonts Chromium actually drew an element's own text with (not what CSS asked for). */
export async function fontsDrawing(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont }))
}
