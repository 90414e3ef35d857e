import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { CloudClockIcon } from './icons/cloud-clock-icon'

/**
 * The site's one box for "this waits, and nothing is lost": a sign-up kept until it can be sent,
 * a part of the page or a press waiting for the connection.
 */
export function CalmNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={cn(
        'flex items-start gap-3 rounded-2xl bg-sand-50 px-4 py-3 text-left text-sm leading-relaxed text-ink-soft ring-1 ring-sand-200',
        className,
      )}
    >
      <CloudClockIcon className="mt-0.5 size-5 shrink-0 text-sage-700" />
      {children}
    </p>
  )
}
