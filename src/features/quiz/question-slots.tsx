import type { QuizQuestion } from '@schemas/quiz.schema.ts'
import type { FieldSlots } from '@/forms/widget-props'
import { optionIconsOf } from './option-icons'
import { KEY_BADGE } from './question-sizer'
import { KEYED_OPTION_COUNT } from './use-option-shortcuts'

/**
 * What the quiz draws into the form renderer's question field: the question as the step's
 * heading (focused when the step appears, use-step-focus.ts), its options' line icons, and the
 * number key that chooses each option, shown where there is a keyboard.
 */
export function questionSlots(question: QuizQuestion): FieldSlots {
  return {
    legend: (field) => (
      <h2 tabIndex={-1} data-step-heading="" className="outline-none">
        {field.label}
      </h2>
    ),
    optionIcon: optionIconsOf(question),
    optionEnd: (index) =>
      index < KEYED_OPTION_COUNT && (
        <span aria-hidden="true" className={KEY_BADGE}>
          {index + 1}
        </span>
      ),
  }
}
