import { Suspense } from 'react'
import { WaitingPart } from '@/components/ui/waiting-part'
import { deferred } from '@/lib/deferred'

const DeferredNotFound = deferred(() => import('./not-found').then((module) => module.NotFound), {
  hydrate: 'at-once',
})

/** The 404 page, whose code (and copy) loads only when a visitor meets it. */
export function NotFoundPage() {
  return (
    <Suspense fallback={<WaitingPart className="px-6 py-24" />}>
      <DeferredNotFound />
    </Suspense>
  )
}
