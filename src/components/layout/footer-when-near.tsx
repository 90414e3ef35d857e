import { deferred } from '@/lib/deferred'
import { DeferredRegion } from '@/lib/deferred-region'

const DeferredSiteFooter = deferred(() =>
  import('./site-footer').then((module) => module.SiteFooter),
)

/** The site footer: prerendered with every page, its code loaded as the visitor nears it. */
export function FooterWhenNear() {
  return <DeferredRegion part={DeferredSiteFooter} loadWhen="near" className="mt-auto" />
}
