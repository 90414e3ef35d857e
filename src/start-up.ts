// The module script of every prerendered page: scripts/prerender.ts has it bundled for each page
// (scripts/page-script.ts) with the page's own files in place of the constants below. It starts
// the page's code as the page paints its first content (docs/decisions/0017), links the tab's
// icons once the page has loaded, and registers the service worker once the page has idled.
import { loadUntilLoaded } from '@/lib/load-until-loaded'
import { whenIdle } from '@/lib/next-task'

/** The page's entry first, then every chunk the page starts with. */
declare const PAGE_SCRIPTS: string[]
/** The shell: React and the modules of the app's start (scripts/shell-chunk.ts). */
declare const SHELL_CHUNK: string
/** The PNG icons and the manifest, as link attributes: what a tab needs, not the page. */
declare const TAB_LINKS: Record<string, string>[]
/** The service worker's address (scripts/service-worker-file.ts). */
declare const SERVICE_WORKER: string

function addLink(attributes: Record<string, string>) {
  const link = document.createElement('link')
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
  document.head.append(link)
}

/**
 * The entry, which starts the app, tried again until it loads (a dropped connection, a busy
 * host) under an address of its own each time: a browser never fetches a failed module's address
 * again. The page stays readable meanwhile.
 */
function startApp() {
  const [entry] = PAGE_SCRIPTS
  let tries = 0
  if (entry)
    void loadUntilLoaded(
      () => import(tries++ === 0 ? entry : `${entry}?retry=${tries - 1}`),
      () => {},
    )
}

let started = false

/**
 * Preloads the entry and every chunk the page starts with, runs the shell's modules (React's
 * among them), then a task later the entry, which starts the app: one long task would otherwise
 * keep a tap waiting.
 * Asked for earlier, with the document, they would hold Lighthouse's simulated paint back by a
 * second for a few tenths of a second in a real slow phone's hands (docs/decisions/0017).
 */
function start() {
  if (started) return
  started = true
  for (const href of PAGE_SCRIPTS) addLink({ rel: 'modulepreload', href })
  const app = () => setTimeout(startApp)
  import(SHELL_CHUNK).then(app, app)
}

// At the first contentful paint; at once in a hidden tab, and after 3 s at the latest.
if (document.hidden || typeof PerformanceObserver === 'undefined') start()
else {
  setTimeout(start, 3000)
  new PerformanceObserver((paints) => {
    if (paints.getEntriesByName('first-contentful-paint').length > 0) setTimeout(start)
  }).observe({ type: 'paint', buffered: true })
}

addEventListener('load', () => {
  for (const attributes of TAB_LINKS) addLink(attributes)
  // At least 3 s after `load`, once idle: a first visit's own downloads come first. A
  // registration that fails (offline) is tried again on the next visit.
  if (!('serviceWorker' in navigator)) return
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER).catch(() => {})
  setTimeout(() => whenIdle(register), 3000)
})
