import { LeafIcon } from '@/components/ui/icons/leaf-icon'
import { cn } from '@/lib/cn'

/**
 * One calm line about the quiz's match: it travels with this sign-up (above the waitlist's
 * button), or it is on its way by email (on the result).
 */
export function MatchNote({ text, className = 'mt-1' }: { text: string; className?: string }) {
  return (
    <p className={cn('flex items-start gap-2 text-sm leading-relaxed text-sage-800', className)}>
      <LeafIcon className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  )
}
