/**
 * The files a prerendered page starts with, each once: the scripts it preloads from its head (its
 * entry and every chunk the page starts with, scripts/prerender.ts) and the stylesheets it links.
 * This is what a visitor waits for before the page works; the size check in `npm test` and
 * `npm run bench` count the first visit by it. Code fetched later (a deferred part near the
 * screen, the rest of the site once the page is idle) is not in it.
 */
export function startUpFiles(html: string, extension: 'js' | 'css'): string[] {
  if (!/<script type="module" data-start-up>/.test(html))
    throw new Error('The page has no start-up script (scripts/prerender.ts)')
  const rel = extension === 'js' ? 'modulepreload' : 'stylesheet'
  const linked = html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="(/assets/[^"]+)"`, 'g'))
  return [...new Set([...linked].map((match) => match[1] ?? ''))]
}
