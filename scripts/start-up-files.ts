/**
 * The files a prerendered page's start-up script loads, each once: its entry and every chunk it
 * preloads (scripts/prerender.ts). This is what a visitor waits for before the page works; the
 * size check in `npm test` and `npm run bench` count the first visit by it. Code fetched later (a
 * deferred part near the screen, the rest of the site once the page is idle) is not in it.
 */
export function startUpFiles(html: string, extension: 'js' | 'css'): string[] {
  const startUp = /<script type="module" data-start-up>[\s\S]*?<\/script>/.exec(html)?.[0]
  if (!startUp) throw new Error('The page has no start-up script (scripts/prerender.ts)')
  const named = startUp.matchAll(new RegExp(`"(/assets/[^"]+\\.${extension})"`, 'g'))
  return [...new Set([...named].map((match) => match[1] ?? ''))]
}
