import meta from 'virtual:content/home/meta'
import { PageMeta } from '@/components/layout/page-meta'
import { WaitingPart } from '@/components/ui/waiting-part'
import { DeferredRegion } from '@/lib/deferred-region'
import { DeferredBanner, DeferredLowerSections } from './deferred-parts'
import { HeroSection } from './hero-section'

/** The home page, top to bottom as docs/product.md orders it. */
export function HomePage() {
  return (
    <>
      <PageMeta page={meta} path="/" />
      <HeroSection />
      <DeferredRegion
        part={DeferredBanner}
        loadWhen="reached"
        fallback={<WaitingPart className="px-6 py-12" />}
      />
      <DeferredRegion
        part={DeferredLowerSections}
        loadWhen="near"
        fallback={<WaitingPart className="px-6 py-12" />}
      />
    </>
  )
}
