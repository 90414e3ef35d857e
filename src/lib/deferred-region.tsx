import { type ReactNode, Suspense, useRef } from 'react'
import type { DeferredComponent } from './deferred'
import { type LoadTrigger, useLoadWhen } from './use-load-when'

type DeferredRegionProps = {
  /** A deferred part that takes no props. */
  part: DeferredComponent<object>
  /** When its code loads: as it nears the viewport, or as a visitor reaches for it. */
  loadWhen: LoadTrigger
  className?: string
  /** Shown while a client-side render waits for the code (a prerendered page shows the part). */
  fallback?: ReactNode
}

/** A deferred part in a box of its own, which watches for the moment its code is needed. */
export function DeferredRegion({
  part: Part,
  loadWhen,
  className,
  fallback = null,
}: DeferredRegionProps) {
  const ref = useRef<HTMLDivElement>(null)
  useLoadWhen(ref, Part.preload, loadWhen)
  return (
    <div ref={ref} className={className}>
      <Suspense fallback={fallback}>
        <Part />
      </Suspense>
    </div>
  )
}
