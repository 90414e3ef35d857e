import type { OptionIconName } from '@schemas/options.schema.ts'
import type { QuizQuestion } from '@schemas/quiz.schema.ts'
import type { FieldSlots } from '@/forms/widget-props'

/**
 * A line drawing on a 24×24 grid, in the site's hand-drawn style: `lines` are stroked in the
 * current colour with round ends; `accent`, if any, is a small warm fill beneath them.
 */
type Drawing = { lines: string; accent?: string }

/** Every name the content may use (schemas/options.schema.ts), drawn; a missing one is a type error. */
const DRAWINGS: Record<OptionIconName, Drawing> = {
  // Goals
  bandage: {
    lines:
      'M4.2 15.2 15.2 4.2a3.3 3.3 0 0 1 4.6 4.6L8.8 19.8a3.3 3.3 0 0 1-4.6-4.6ZM11.5 7.8l4.7 4.7M7.8 11.5l4.7 4.7',
    accent: 'M11.5 7.8l4.7 4.7-3.7 3.7-4.7-4.7Z',
  },
  leaf: {
    lines:
      'M19.5 4.5C11 4.5 5.5 8.6 5.5 14.6c0 2.5 1.6 4.6 4.4 4.9 6.2.6 9.6-6 9.6-15ZM4.5 20c2.9-4.6 6.4-7.8 10.5-10',
  },
  sparkles: {
    lines:
      'M10 5.5c.6 4 2.5 5.9 6.5 6.5-4 .6-5.9 2.5-6.5 6.5-.6-4-2.5-5.9-6.5-6.5 4-.6 5.9-2.5 6.5-6.5ZM18 3c.3 1.5.9 2.2 2.5 2.5-1.6.3-2.2.9-2.5 2.5-.3-1.6-.9-2.2-2.5-2.5 1.6-.3 2.2-.9 2.5-2.5ZM18.5 17.5h0',
  },
  runner: {
    lines:
      'M17.9 4.6a1.9 1.9 0 1 1-3.8 0 1.9 1.9 0 1 1 3.8 0ZM14.8 8 11.4 13.4M14.6 8.4l2.4 3 2.6-.8M14.6 8.4l-3.5.4-2.3 3M11.4 13.4l3.6 1.8-1.2 4.8M11.4 13.4l-2 3.6-4.3.5',
  },
  // Pain or tension: faces, as on a pain scale
  'face-calm': {
    lines:
      'M20.5 12a8.5 8.5 0 1 1-17 0 8.5 8.5 0 1 1 17 0ZM8 10.4c.6.7 1.6.7 2.2 0M13.8 10.4c.6.7 1.6.7 2.2 0M9 14.5c1.6 1.4 4.4 1.4 6 0',
  },
  'face-mild': {
    lines:
      'M20.5 12a8.5 8.5 0 1 1-17 0 8.5 8.5 0 1 1 17 0ZM9.2 10.2h0M14.8 10.2h0M9.5 14.8c1.4.9 3.6.9 5 0',
  },
  'face-tense': {
    lines:
      'M20.5 12a8.5 8.5 0 1 1-17 0 8.5 8.5 0 1 1 17 0ZM9.2 10.8h0M14.8 10.8h0M7.8 8.9l2.4-.8M16.2 8.9l-2.4-.8M9.3 15.5h5.4',
  },
  'face-strained': {
    lines:
      'M20.5 12a8.5 8.5 0 1 1-17 0 8.5 8.5 0 1 1 17 0ZM8 9l2.2 1.3L8 11.6M16 9l-2.2 1.3 2.2 1.3M8.8 16.2c.8-.9 1.6-.9 2.4 0 .8.9 1.6.9 2.4 0 .8-.9 1.6-.9 2.4 0',
  },
  // Pressure: a dial, from light to firm
  'dial-low': {
    lines:
      'M3.5 17a8.5 8.5 0 0 1 17 0M10.9 16.2 7.2 13.6M13.2 17a1.2 1.2 0 1 1-2.4 0 1.2 1.2 0 1 1 2.4 0Z',
  },
  'dial-mid': {
    lines:
      'M3.5 17a8.5 8.5 0 0 1 17 0M12 15.8v-4.6M13.2 17a1.2 1.2 0 1 1-2.4 0 1.2 1.2 0 1 1 2.4 0Z',
  },
  'dial-high': {
    lines:
      'M3.5 17a8.5 8.5 0 0 1 17 0M13.1 16.2l3.7-2.6M13.2 17a1.2 1.2 0 1 1-2.4 0 1.2 1.2 0 1 1 2.4 0Z',
  },
  question: {
    lines:
      'M20.5 12a8.5 8.5 0 1 1-17 0 8.5 8.5 0 1 1 17 0ZM9.6 9.6a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.4M12 16.6h0',
  },
  // Experience
  sprout: {
    lines:
      'M12 20v-8M12 14c-4 0-6-2-6-6 4 0 6 2 6 6ZM12 12c0-4 2-6 6.5-6 0 4.5-2 6-6.5 6ZM7.5 20h9',
  },
  'sun-cloud': {
    lines:
      'M9 4v1.2M4.1 6.1l.9.9M2.5 11h1.2M13.9 6.1l-.9.9M5.9 12.6A3.5 3.5 0 1 1 12.2 9.4M9 20h8a3.5 3.5 0 0 0 .4-7A4.5 4.5 0 0 0 9 14.2 2.9 2.9 0 0 0 9 20Z',
  },
  calendar: {
    lines:
      'M6.5 5.5h11a2.5 2.5 0 0 1 2.5 2.5v10a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 18V8a2.5 2.5 0 0 1 2.5-2.5ZM8.5 3.5v4M15.5 3.5v4M4 10.5h16M8 14h0M12 14h0M16 14h0M8 17h0M12 17h0',
  },
  meditation: {
    lines:
      'M13.9 4.8a1.9 1.9 0 1 1-3.8 0 1.9 1.9 0 1 1 3.8 0ZM12 8.5v5M12 9.3c-2.2 0-3.3 1.2-4 3.2L6.5 15M12 9.3c2.2 0 3.3 1.2 4 3.2l1.5 2.5M4.5 17.5c2.5-1.5 5-2 7.5-2s5 .5 7.5 2c-2.5 1.5-5 2-7.5 2s-5-.5-7.5-2Z',
  },
  // Areas
  'neck-shoulders': {
    lines:
      'M15 6.5a3 3 0 1 1-6 0 3 3 0 1 1 6 0ZM10.5 9.5V12c-3.5.4-6.5 2.5-6.5 8.5M13.5 9.5V12c3.5.4 6.5 2.5 6.5 8.5',
  },
  back: {
    lines:
      'M10 3.5c0 1.6-1.3 2.4-3.2 2.8C5.2 6.7 4.5 7.6 4.5 9.5c0 2.2 1.6 3.6 2.1 6 .3 1.6-.2 3.4-.6 5M14 3.5c0 1.6 1.3 2.4 3.2 2.8 1.6.4 2.3 1.3 2.3 3.2 0 2.2-1.6 3.6-2.1 6-.3 1.6.2 3.4.6 5M12 7.5v10',
  },
  leg: {
    lines:
      'M8 3.5c.6 3 .3 5.6-.3 8-.5 2-.4 3.6.3 5.5l.4 2.5a1 1 0 0 0 1 .9h7.4a1.3 1.3 0 0 0 .3-2.6L12 16.6c0-2.2.6-4.3 1-6.5.4-2.4.2-4.4-.5-6.6',
  },
  hand: {
    lines:
      'M8 13V6a1.5 1.5 0 0 1 3 0v5M11 10.5V4.5a1.5 1.5 0 0 1 3 0v6M14 10.5V6a1.5 1.5 0 0 1 3 0v7.5c0 4-2.5 7-6 7-2.5 0-4-1-5.5-3l-2.2-3.3a1.5 1.5 0 0 1 2.4-1.8L8 13.5',
  },
  'full-body': {
    lines:
      'M13.9 4.5a1.9 1.9 0 1 1-3.8 0 1.9 1.9 0 1 1 3.8 0ZM12 8.5v6.5M6.5 11.5c2-1.8 3.5-2.6 5.5-2.6s3.5.8 5.5 2.6M12 15l-2.5 5.5M12 15l2.5 5.5',
  },
  target: {
    lines:
      'M20.5 12a8.5 8.5 0 1 1-17 0 8.5 8.5 0 1 1 17 0ZM16.5 12a4.5 4.5 0 1 1-9 0 4.5 4.5 0 1 1 9 0ZM12 12h0',
    accent: 'M13.5 12a1.5 1.5 0 1 1-3 0 1.5 1.5 0 1 1 3 0Z',
  },
}

/** The drawn icon of a quiz answer. Decorative: the answer's words say what it means. */
export function OptionIcon({ name, className }: { name: OptionIconName; className?: string }) {
  const { lines, accent } = DRAWINGS[name]
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      {accent && <path d={accent} fill="var(--color-clay-300)" />}
      <path
        d={lines}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** A question's answers' icons, by value, for the form renderer's answer cards. */
export function optionIconsOf(question: QuizQuestion): NonNullable<FieldSlots['optionIcon']> {
  const names = new Map(question.options.map((option) => [option.value, option.icon]))
  return (value) => {
    const name = names.get(value)
    return name && <OptionIcon name={name} className="size-7" />
  }
}
