import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { FreshApp, HydratedApp } from '@/app'
import { countStep } from '@/features/funnel/funnel-beacon'
import { rememberVisitSource, VISIT_SOURCE_KEY } from '@/features/waitlist/remember-visit-source'
import { doIdleWork } from '@/idle-work'
import { nextTask, whenIdle } from '@/lib/next-task'
import { prerenderedPageDone } from '@/lib/prerendered-page'
import { createAppRouter, shownPage } from '@/router'

/**
 * Starts the app on the page: hydrating the prerendered document when it shows this very page,
 * with the router taking over the state the prerenderer wrote (RouterClient), or rendering the
 * page afresh into #root.
 */
export async function startApp(container: HTMLElement) {
  // Prerendered pages note the visit's landing in an inline script; the dev server has none.
  if (import.meta.env.DEV) rememberVisitSource(VISIT_SOURCE_KEY)
  const router = createAppRouter()
  countStep('visit')
  await nextTask()
  // A host may serve index.html or 404.html for a path it has no file for: that document shows
  // another page than the address, and is rendered afresh.
  const page = shownPage(router.matchRoutes(location.pathname))
  if (container.dataset.page === page) {
    // A transition lets React hydrate in slices, so a slow phone stays responsive meanwhile.
    startTransition(() => {
      hydrateRoot(document, <HydratedApp router={router} page={page} />)
    })
  } else {
    await router.load()
    prerenderedPageDone()
    createRoot(container).render(<FreshApp router={router} />)
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
