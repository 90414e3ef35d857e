import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app'
import { rememberVisitSource, VISIT_SOURCE_KEY } from '@/features/waitlist/remember-visit-source'
import { doIdleWork } from '@/idle-work'
import { nextTask, whenIdle } from '@/lib/next-task'
import { prerenderedPageDone } from '@/lib/prerendered-page'
import { type AppRouter, createAppRouter, shownPage } from '@/router'

/**
 * Lets TanStack Router render the same tree it rendered on the server. Its server render leaves
 * out the Suspense boundary it puts around the matches in the browser, unless `router.ssr` is set
 * (as its own `hydrate()` does from the `$_TSR` data we do not ship: our pages have no loader data).
 */
function renderLikeTheServer(router: AppRouter) {
  router.ssr = { manifest: undefined }
}

/** Renders the app into the page: hydrating its prerendered HTML when it shows this very page. */
export async function startApp(container: HTMLElement) {
  // Prerendered pages note the visit's landing in an inline script; the dev server has none.
  if (import.meta.env.DEV) rememberVisitSource(VISIT_SOURCE_KEY)
  const router = createAppRouter()
  await nextTask()
  await router.load()
  await nextTask()
  const app = <App router={router} />
  // Prerendered HTML is hydrated only when it shows this very page: a host may serve index.html
  // or 404.html for a path it has no file for, and then the page is rendered afresh.
  if (container.dataset.page === shownPage(router)) {
    renderLikeTheServer(router)
    // A transition lets React hydrate in slices, so a slow phone stays responsive meanwhile.
    startTransition(() => {
      hydrateRoot(container, app)
    })
  } else {
    prerenderedPageDone()
    createRoot(container).render(app)
  }
  // Parts of the first page may hydrate later (deferred code); any navigation renders anew.
  const stopListening = router.subscribe('onBeforeNavigate', () => {
    prerenderedPageDone()
    stopListening()
  })
  // Work no first paint or hydration waits for. Its code is a few hundred bytes, so it comes
  // with the start: a chunk of its own cost a first visit three requests and more bytes.
  whenIdle(() => doIdleWork(router), 3000)
}
