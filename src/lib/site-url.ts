/** A site path as the absolute address search engines and link previews need. */
export function absoluteUrl(sitePath: string): string {
  return new URL(sitePath, import.meta.env.SITE_URL).href
}
