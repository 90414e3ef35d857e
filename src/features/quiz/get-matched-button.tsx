import result from 'virtual:content/quiz/result'
import * as Tooltip from '@radix-ui/react-tooltip'
import { buttonClasses } from '@/components/ui/button-link'
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/lib/tooltip-timing'

/**
 * 'Get Matched With a Therapist (Coming Soon)': does nothing yet, looks it, and says so in a
 * tooltip. aria-disabled rather than disabled, so keyboard users can still reach the tooltip.
 */
export function GetMatchedButton({ className }: { className?: string }) {
  return (
    <Tooltip.Provider
      delayDuration={TOOLTIP_OPEN_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            aria-disabled="true"
            className={buttonClasses('unavailable', { size: 'compact', className })}
          >
            {result.getMatched}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={8}
            className="z-50 max-w-xs rounded-xl bg-ink px-3.5 py-2.5 text-sm leading-snug text-white shadow-lift"
          >
            {result.getMatchedTooltip}
            <Tooltip.Arrow className="fill-ink" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  )
}
