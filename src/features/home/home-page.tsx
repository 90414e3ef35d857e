import meta from 'virtual:content/home/meta'
import { PageMeta } from '@/components/layout/page-meta'
import { WaitingPart } from '@/components/ui/waiting-part'
import { DeferredRegion } from '@/lib/deferred-region'
import { DeferredBanner, DeferredHero, DeferredLowerSections } from './deferred-parts'

/**
 * The home page, top to bottom as docs/product.md orders it. Every section is a deferred part, so
 * a first visit starts with this page's outline alone (docs/decisions/0036).
 */
export function HomePage() {
  return (
    <>
      <PageMeta page={meta} path="/" />
      <DeferredRegion
        part={DeferredHero}
        loadWhen="reached"
        fallback={<WaitingPart className="px-6 py-24" />}
      />
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
