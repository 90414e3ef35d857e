import { type ComponentType, type ReactElement, use, useMemo } from 'react'
import { loadUntilLoaded } from './load-until-loaded'
import { notePartFailedToLoad, notePartLoaded } from './parts-waiting-for-network'
import { isRenderingPrerendered } from './prerendered-page'
import { useIsHydrating } from './use-is-hydrating'

export type DeferredComponent<Props extends object> = ((props: Props) => ReactElement) & {
  /** Starts loading the code (once) and lets a part waiting in prerendered HTML hydrate. */
  preload: () => Promise<ComponentType<Props>>
  /** Resolves once the code has loaded, or a first try to load it has failed (it goes on trying). */
  firstTry: () => Promise<void>
}

const everyDeferred = new Set<() => Promise<unknown>>()
const everyPrefetch = new Set<() => void>()

/**
 * A component whose code stays out of the first visit until something asks for it. Render it
 * inside a <Suspense>:
 * - prerendering (src/entry-server.tsx) loads every deferred component first, so the HTML is whole;
 * - hydrating, the part keeps its prerendered HTML, still and visible, until `preload()` is called
 *   (say, when it nears the viewport); then its code loads and React hydrates it. With
 *   `{ hydrate: 'at-once' }` its code loads right away instead: for a part the page needs at once,
 *   only not on every other page. A part nothing ever asks for stays static HTML;
 * - on any later render it loads at once (a route loader can preload it so nothing pops in).
 * While a part waits in prerendered HTML, what renders it must not re-render with new props:
 * React would then drop the prerendered HTML and render the part afresh.
 */
export function deferred<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { hydrate = 'when-requested' }: { hydrate?: 'when-requested' | 'at-once' } = {},
): DeferredComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined
  let requested = () => {}
  const whenRequested = new Promise<void>((resolve) => {
    requested = resolve
  })
  let firstTryFailed = () => {}
  const failedOnce = new Promise<void>((resolve) => {
    firstTryFailed = resolve
  })

  // A failed download is tried again until it loads: the part waits (a prerendered one stays
  // as it is) rather than take the page down, and renders meanwhile never ask again.
  const part = {}
  const prefetch = () => {
    loading ??= readableOnceSettled(
      loadUntilLoaded(load, () => {
        firstTryFailed()
        notePartFailedToLoad(part)
      }).then((component) => {
        notePartLoaded(part)
        return component
      }),
    )
    return loading
  }
  const preload = () => {
    const loaded = prefetch()
    requested()
    return loaded
  }
  const firstTry = () => Promise.race([preload().then(() => undefined), failedOnce])
  const loadedOnRequest = readableOnceSettled(whenRequested.then(preload))
  everyDeferred.add(() => Promise.all([preload(), loadedOnRequest]))
  everyPrefetch.add(prefetch)

  function Deferred(props: Props) {
    const waitForRequest = useIsHydrating() && hydrate === 'when-requested'
    const Component = use(waitForRequest ? loadedOnRequest : preload())
    // The same element while props stay the same: when hydration ends this component renders
    // again, and that must not reach into parts of it still waiting in prerendered HTML.
    return useMemo(() => <Component {...props} />, [Component, props])
  }
  return Object.assign(Deferred, { preload, firstTry })
}

/**
 * Marks a promise with its outcome once it settles, as React's `use()` expects of a thenable it
 * may read without suspending: the prerenderer renders loaded parts in one pass, and a part
 * loaded before it renders shows at once.
 */
function readableOnceSettled<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  )
  return promise
}

/** For the prerenderer: loads every deferred component, so nothing waits in the HTML. */
export async function preloadEveryDeferred(): Promise<void> {
  await Promise.all([...everyDeferred].map((preload) => preload()))
}

/**
 * For a route's loader: on a client-side navigation, or a preload for one (a link hovered), load
 * the page's deferred parts before it shows, so it appears whole; on the document's own first
 * page, leave them to their triggers. Offline, the page shows at once, its missing parts waiting
 * for the network.
 */
export async function preloadOnNavigation(
  { preload }: { preload: boolean },
  ...parts: { firstTry: () => Promise<void> }[]
): Promise<void> {
  if (preload || !isRenderingPrerendered()) await Promise.all(parts.map((part) => part.firstTry()))
}

/**
 * Fetches the code of every deferred part the page has, without hydrating any: a page open for a
 * few seconds no longer needs the network to scroll (its parts hydrate from code already here).
 */
export async function prefetchEveryDeferred(): Promise<void> {
  await Promise.all([...everyPrefetch].map((prefetch) => prefetch()))
}
