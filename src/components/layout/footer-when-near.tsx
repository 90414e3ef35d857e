import { Suspense, useRef } from 'react'
import { deferred } from '@/lib/deferred'
import { useLoadWhenNear } from '@/lib/use-load-when-near'

const DeferredSiteFooter = deferred(() =>
  import('./site-footer').then((module) => module.SiteFooter),
)

/** The site footer: prerendered with every page, its code loaded as the visitor nears it. */
export function FooterWhenNear() {
  const ref = useRef<HTMLDivElement>(null)
  useLoadWhenNear(ref, DeferredSiteFooter.preload)
  return (
    <div
      ref={ref}
      // Off screen, its layout waits until it nears the viewport.
      className="mt-auto [contain-intrinsic-size:auto_32rem] [content-visibility:auto]"
    >
      <Suspense fallback={null}>
        <DeferredSiteFooter />
      </Suspense>
    </div>
  )
}
