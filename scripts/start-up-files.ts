/**
 * The files a prerendered page's start-up script loads, each once: its entry and every chunk it
 * preloads. This is what a visitor waits for before the page works, and `npm run bench` counts
 * it apart from code fetched later (a deferred part near the screen, the rest of the site once
 * the page is idle). The size check in `npm test` counts every file the visit fetched instead.
 */
export function startUpFiles(html: string, extension: 'js' | 'css'): string[] {
  const startUp = /<script data-start-up>[\s\S]*?<\/script>/.exec(html)?.[0]
  if (!startUp) throw new Error('The page has no start-up script (scripts/prerender.ts)')
  const named = startUp.matchAll(new RegExp(`"(/assets/[^"]+\\.${extension})"`, 'g'))
  return [...new Set([...named].map((match) => match[1] ?? ''))]
}
