import navigation from 'virtual:content/quiz/navigation'
import { type Control, useWatch } from 'react-hook-form'
import { buttonClasses } from '@/components/ui/button-link'
import type { FormValues } from '@/forms/values-schema'
import { answerFromField } from './question-field'

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
  const canAdvance = answerFromField(value).length > 0
  return (
    <div className="mt-6 flex items-center justify-between gap-3 border-t border-sand-200 pt-6">
      <button
        type="button"
        onClick={onPrevious}
        disabled={isFirst}
        className={buttonClasses('ghost', 'px-4 whitespace-nowrap')}
      >
        <span aria-hidden="true">←</span>
        {navigation.previous}
      </button>
      <button
        type="submit"
        disabled={!canAdvance}
        className={buttonClasses('primary', 'min-w-36 whitespace-nowrap')}
      >
        {isLast ? navigation.getResults : navigation.next}
        <span aria-hidden="true">→</span>
      </button>
    </div>
  )
}
