// Runs in the page's <head>, as an inline script written by scripts/brand-fonts.ts.

/**
 * Turns each font the page carries in its brand-font style (a data: URL) into a loaded FontFace,
 * before anything is laid out. A CSS face loads its font only once a layout asks for it, even from
 * a data: URL, so the first frame was drawn in the fallback and the text reflowed when the font
 * came (a line more in the home page's lede at 412 px: a layout shift of 0.013). A FontFace made
 * from bytes is loaded at once. The CSS rule it replaces is dropped; a visitor without JavaScript
 * keeps it.
 */
export function adoptFontsInThePage(styleId: string): void {
  const style = document.getElementById(styleId)
  const sheet = style instanceof HTMLStyleElement ? style.sheet : null
  if (!sheet) return
  for (let index = sheet.cssRules.length - 1; index >= 0; index--) {
    const rule = sheet.cssRules[index]
    if (!(rule instanceof CSSFontFaceRule)) continue
    const data = /base64,([^")]+)/.exec(rule.style.getPropertyValue('src'))?.[1]
    if (!data) continue
    const bytes = Uint8Array.from(atob(data), (character) => character.charCodeAt(0))
    const face = new FontFace(rule.style.getPropertyValue('font-family'), bytes, {
      weight: rule.style.getPropertyValue('font-weight'),
      display: 'swap',
    })
    document.fonts.add(face)
    // A font that could not be read leaves its CSS rule to try (Chromium reads it at once).
    if (face.status !== 'error') sheet.deleteRule(index)
  }
}
