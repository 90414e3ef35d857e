import quiz from 'virtual:content/quiz'
import * as Tooltip from '@radix-ui/react-tooltip'
import { buttonClasses } from '@/components/ui/button-link'

/** 'Get Matched With a Therapist (Coming Soon)': does nothing yet, and says so in a tooltip. */
export function GetMatchedButton() {
  const { result } = quiz
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-disabled="true"
          className={buttonClasses('secondary', 'cursor-default')}
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
  )
}
