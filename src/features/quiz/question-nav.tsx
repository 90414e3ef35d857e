import navigation from 'virtual:content/quiz/navigation'
import type { FormValues } from '@contract/field-value.ts'
import { useRef } from 'react'
import { type Control, useWatch } from 'react-hook-form'
import { buttonClasses } from '@/components/ui/button-link'
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left-icon'
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right-icon'
import { useIsHydrating } from '@/lib/use-is-hydrating'
import { isAnswered } from './question-field'
import { STEP_BAR } from './question-sizer'
import { useFocusClearOfBar } from './use-focus-clear-of-bar'

type QuestionNavProps = {
  control: Control<FormValues>
  fieldName: string
  isFirst: boolean
  isLast: boolean
  onPrevious: () => void
}

/** Previous (off on question 1) and Next / Get Results (off until something is chosen). */
export function QuestionNav({ control, fieldName, isFirst, isLast, onPrevious }: QuestionNavProps) {
  const value = useWatch({ control, name: fieldName })
  const answered = isAnswered(value)
  // Until the question's code runs, Next shows as disabled yet takes a press, which the start-up
  // script holds for the code (a choice made meanwhile is native); after, it is disabled outright.
  const hydrating = useIsHydrating()
  const barRef = useRef<HTMLDivElement>(null)
  useFocusClearOfBar(barRef)
  return (
    // On a phone the bar sticks to the bottom of the screen, so Next is always in reach.
    <div ref={barRef} data-sticky-bar="" className={STEP_BAR}>
      <p className="hidden text-ink-soft without-scripting">{navigation.needsJavaScript}</p>
      <button
        type="button"
        onClick={onPrevious}
        disabled={isFirst}
        className={buttonClasses('ghost', {
          size: 'snug',
          className: 'whitespace-nowrap needs-scripting',
        })}
      >
        <ArrowLeftIcon className="size-4" />
        {navigation.previous}
      </button>
      <button
        type="submit"
        disabled={!hydrating && !answered}
        aria-disabled={hydrating && !answered ? true : undefined}
        className={buttonClasses('primary', {
          className: 'min-w-36 whitespace-nowrap needs-scripting',
        })}
      >
        {isLast ? navigation.getResults : navigation.next}
        <ArrowRightIcon className="size-4" />
      </button>
    </div>
  )
}
