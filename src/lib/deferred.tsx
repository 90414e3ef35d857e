import { type ComponentType, memo, type ReactElement, use } from 'react'
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

const everyPrefetch = new Set<() => void>()

/**
 * A component whose code stays out of the first visit until something asks for it. Render it
 * inside a <Suspense>:
 * - prerendering (src/entry-server.tsx), its code loads and React's static renderer waits for it,
 *   so the HTML is whole;
 * - hydrating, the part keeps its prerendered HTML, still and visible, until `preload()` is called
 *   (say, when it nears the viewport); then its code loads and React hydrates it. With
 *   `{ hydrate: 'at-once' }` its code loads right away instead: for a part the page needs at once,
 *   only not on every other page. A part nothing ever asks for stays static HTML;
 * - on any later render it loads at once (a route loader can preload it so nothing pops in).
 * Once its code is here, it renders at once, without suspending.
 * While a part waits in prerendered HTML, what renders it must not re-render with new props:
 * React would then drop the prerendered HTML and render the part afresh.
 */
export function deferred<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { hydrate = 'when-requested' }: { hydrate?: 'when-requested' | 'at-once' } = {},
): DeferredComponent<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  let isRequested = false
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
    loading ??= loadUntilLoaded(load, () => {
      firstTryFailed()
      notePartFailedToLoad(part)
    }).then((component) => {
      loaded = component
      notePartLoaded(part)
      return component
    })
    return loading
  }
  const preload = () => {
    const loadedSoon = prefetch()
    isRequested = true
    requested()
    return loadedSoon
  }
  const firstTry = () => Promise.race([preload().then(() => undefined), failedOnce])
  const loadedOnRequest = whenRequested.then(preload)
  everyPrefetch.add(prefetch)

  // Rendered again only when its code or props change: when hydration ends the part renders
  // again, and that must not reach into parts of it still waiting in prerendered HTML.
  const Unchanged = memo(function Unchanged(part: {
    component: ComponentType<Props>
    props: Props
  }) {
    return <part.component {...part.props} />
  })

  function Deferred(props: Props) {
    const hydrating = useIsHydrating()
    // The prerenderer renders every part whole; hydrating, a part waits to be asked for.
    const waitForRequest = !import.meta.env.SSR && hydrating && hydrate === 'when-requested'
    // No hook after use(): should the code arrive while React waits on it, React renders this
    // again, and then without use().
    const Component =
      (waitForRequest && !isRequested ? undefined : loaded) ??
      use(waitForRequest ? loadedOnRequest : preload())
    return <Unchanged component={Component} props={props} />
  }
  return Object.assign(Deferred, { preload, firstTry })
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
