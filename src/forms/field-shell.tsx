import type { FieldDefinition } from '@schemas/forms.schema.ts'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import type { FieldIds } from './field-ids'
import { ERROR_LINE, PROMINENT_HELP, PROMINENT_LABEL, PROMINENT_OPTIONS } from './question-look'

type FieldShellProps = {
  field: FieldDefinition
  ids: FieldIds
  group: 'radiogroup' | 'group' | undefined
  error: string | undefined
  /** The widget's own line, in the error's reserved space while there is no error. */
  note?: ReactNode
  describedBy: string | undefined
  /** Larger legend, for forms that ask one question at a time. */
  prominent: boolean
  /** The legend's or label's content: the field's label, or what the page's slot made of it. */
  legend: ReactNode
  children: ReactNode
}

/**
 * Label or legend, help and error around any widget; the error has reserved space so nothing
 * jumps, and a widget's own note (an email's suggestion) shows there while there is no error.
 */
export function FieldShell({
  field,
  ids,
  group,
  error,
  note,
  describedBy,
  prominent,
  legend,
  children,
}: FieldShellProps) {
  const labelClass = prominent ? PROMINENT_LABEL : 'font-semibold text-ink'
  const help = field.help && (
    <p id={ids.help} className={prominent ? PROMINENT_HELP : 'mt-1 text-sm text-ink-soft'}>
      {field.help}
    </p>
  )
  const errorLine = (
    <p id={ids.error} aria-live="polite" className={ERROR_LINE}>
      {error ? (
        <span className="inline-flex items-center gap-1.5">
          <ErrorIcon />
          {error}
        </span>
      ) : (
        note
      )}
    </p>
  )

  if (group) {
    return (
      <fieldset
        role={group === 'radiogroup' ? 'radiogroup' : undefined}
        aria-describedby={describedBy}
        className="min-w-0"
      >
        <legend id={ids.label} className={labelClass}>
          {legend}
        </legend>
        {help}
        <div className={prominent ? PROMINENT_OPTIONS : 'mt-3'}>{children}</div>
        {errorLine}
      </fieldset>
    )
  }
  return (
    <div>
      <label id={ids.label} htmlFor={ids.control} className={cn(labelClass, 'block')}>
        {legend}
      </label>
      {help}
      <div className="mt-2">{children}</div>
      {errorLine}
    </div>
  )
}

function ErrorIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path d="M8 4.5v4.2M8 11.2v.3" stroke="white" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  )
}
