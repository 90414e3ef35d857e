import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseHTML } from 'linkedom'

/** An element's attributes, by name. */
const attributesOf = (element: Element): Record<string, string> =>
  Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value]))

/** What index.html's head gives every page, besides what the build writes into it. */
export type TemplateHead = {
  /** Its <meta> tags: the viewport, the theme colour. */
  metas: Record<string, string>[]
  /** Its SVG icon, the file inside the page as a data: URL. */
  icon: Record<string, string>
  /** The PNG icons and the manifest: what browsers fetch for the tab, linked after first paint. */
  tabLinks: Record<string, string>[]
}

/**
 * index.html's head. The SVG icon travels inside the page: a browser asks for the tab's icon as
 * the page paints (for /favicon.ico when the page names none), and that request would share the
 * connection with the font the first paint waits for (scripts/brand-fonts.ts); it is a few
 * hundred bytes, and it is there without JavaScript too.
 */
export function templateHead(template: string, outDir: string): TemplateHead {
  const { head } = parseHTML(template).document
  const svgIcon = head.querySelector('link[rel="icon"][type="image/svg+xml"]')
  if (!svgIcon) throw new Error('index.html has no <link rel="icon" type="image/svg+xml">')
  const { href = '', ...icon } = attributesOf(svgIcon)
  const svg = readFileSync(path.join(outDir, href), 'utf8').trim()
  const forTheTab =
    'link[rel="icon"]:not([type="image/svg+xml"]), link[rel="apple-touch-icon"], link[rel="manifest"]'
  return {
    metas: [...head.querySelectorAll('meta[name]')].map(attributesOf),
    icon: { ...icon, href: `data:image/svg+xml,${encodeURIComponent(svg)}` },
    tabLinks: [...head.querySelectorAll(forTheTab)].map(attributesOf),
  }
}
