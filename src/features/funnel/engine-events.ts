const engine = import.meta.env.FUNNEL_ENGINE

/** Whether the build names an engine: a constant, so a build without one drops this code. */
export const engineNamed = engine !== null

/**
 * Sends the funnel's steps to Plausible or Umami as custom events, through their events API
 * (decision 0068), when the build names one; a build that names none holds none of this code.
 * What the site's own beacon holds, no more: the step, the page's path without its query or hash,
 * and the visit's source as a UTM source (already cut to letters, digits and `.`, `_`, `-`).
 * A browser driven by automation (`navigator.webdriver`) is a bot to them, as to their scripts.
 */
export function sendToEngine(steps: readonly string[], source: string): void {
  if (!engine || navigator.webdriver) return
  const path = `${location.pathname}${source === 'direct' ? '' : `?utm_source=${source}`}`
  for (const name of steps) {
    const event =
      engine.kind === 'plausible'
        ? { name, url: `${location.origin}${path}`, domain: engine.domain }
        : {
            type: 'event',
            payload: {
              website: engine.website,
              url: path,
              name,
              hostname: location.hostname,
              language: navigator.language,
              screen: `${screen.width}x${screen.height}`,
            },
          }
    // Plausible's script sends text/plain (no preflight); Umami's sends JSON, and answers CORS.
    const headers = engine.kind === 'umami' ? { 'Content-Type': 'application/json' } : undefined
    fetch(engine.events, {
      method: 'POST',
      body: JSON.stringify(event),
      headers,
      keepalive: true,
      credentials: 'omit',
    }).catch(() => {})
  }
}
