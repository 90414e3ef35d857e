import type { ErrorComponentProps } from '@tanstack/react-router'
import { Suspense } from 'react'
import { WaitingPart } from '@/components/ui/waiting-part'
import { deferred } from '@/lib/deferred'

const DeferredRouteError = deferred(
  () => import('./route-error').then((module) => module.RouteError),
  { hydrate: 'at-once' },
)

/** The error view, whose code (and copy) loads only when something in ours has broken. */
export function RouteErrorPage(props: ErrorComponentProps) {
  return (
    <Suspense fallback={<WaitingPart className="px-6 py-24" />}>
      <DeferredRouteError {...props} />
    </Suspense>
  )
}
