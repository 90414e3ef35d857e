import type { ChoiceOption } from '@schemas/options.schema.ts'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import {
  CHECK_MARK,
  CHOICE_CARD,
  CHOICE_GRID,
  OPTION_DESCRIPTION,
  OPTION_LABEL,
  OPTION_TILE,
  OPTION_WORDS,
} from '../question-look'
import type { WidgetProps } from '../widget-props'

type ChoiceCardsProps = WidgetProps & { multiple: boolean }

/**
 * Native radios or checkboxes drawn as large cards: the whole card is the target, arrow keys move
 * within a radio group and Space toggles, all from the browser. Checked shows as a mark, not colour alone.
 */
export function ChoiceCards({
  field,
  ids,
  registration,
  describedBy,
  invalid,
  nativeRequired,
  slots,
  multiple,
}: ChoiceCardsProps) {
  return (
    <div className={CHOICE_GRID}>
      {field.options?.map((option, index) => (
        <label
          key={option.value}
          className={cn(
            CHOICE_CARD,
            'hover:border-sage-500/60 hover:bg-sage-50/60',
            'has-checked:border-sage-700 has-checked:bg-sage-50 has-checked:shadow-none',
            'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
            invalid && 'border-danger/60',
          )}
        >
          <input
            type={multiple ? 'checkbox' : 'radio'}
            value={option.value}
            id={index === 0 ? ids.control : undefined}
            required={nativeRequired && !multiple}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            // Invisible under the whole card: focus brings all of the card into view, not a dot,
            // and a click still lands on the card's words.
            className="peer absolute inset-0 -z-10 m-0 size-full opacity-0"
            {...registration}
          />
          <OptionTile>{slots.optionIcon?.(option.value) || option.emoji}</OptionTile>
          <OptionText option={option} />
          {slots.optionEnd?.(index)}
          <CheckMark multiple={multiple} />
        </label>
      ))}
    </div>
  )
}

/** The tile beside a choice's words: its drawn icon or its emoji; nothing when it has neither. */
function OptionTile({ children }: { children: ReactNode }) {
  if (!children) return null
  return (
    <span aria-hidden="true" data-option-icon="" className={OPTION_TILE}>
      {children}
    </span>
  )
}

function OptionText({ option }: { option: ChoiceOption }) {
  return (
    <span className={OPTION_WORDS}>
      <span className={OPTION_LABEL}>{option.label}</span>
      {option.description && <span className={OPTION_DESCRIPTION}>{option.description}</span>}
    </span>
  )
}

/** An empty ring or box that fills with a check mark when chosen. */
function CheckMark({ multiple }: { multiple: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        CHECK_MARK,
        'group-has-checked:border-sage-700 group-has-checked:bg-sage-700',
        multiple ? 'rounded-md' : 'rounded-full',
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="size-3.5 opacity-0 group-has-checked:opacity-100"
      >
        <path
          d="m3.5 8.5 3 3 6-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  )
}
