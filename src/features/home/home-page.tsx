import meta from 'virtual:content/home/meta'
import { Suspense, useRef } from 'react'
import { PageMeta } from '@/components/layout/page-meta'
import { useLoadOnIntent } from '@/lib/use-load-on-intent'
import { useLoadWhenNear } from '@/lib/use-load-when-near'
import { DeferredBanner, DeferredLowerSections } from './deferred-parts'
import { HeroSection } from './hero-section'

/** The home page, top to bottom as SPEC.md orders it. */
export function HomePage() {
  const bannerRef = useRef<HTMLDivElement>(null)
  const lowerRef = useRef<HTMLDivElement>(null)
  useLoadOnIntent(bannerRef, DeferredBanner.preload)
  useLoadWhenNear(lowerRef, DeferredLowerSections.preload)
  return (
    <>
      <PageMeta page={meta} path="/" />
      <HeroSection />
      <div ref={bannerRef}>
        <Suspense fallback={null}>
          <DeferredBanner />
        </Suspense>
      </div>
      <div
        ref={lowerRef}
        className="[content-visibility:auto] [contain-intrinsic-size:auto_4000px]"
      >
        <Suspense fallback={null}>
          <DeferredLowerSections />
        </Suspense>
      </div>
    </>
  )
}
