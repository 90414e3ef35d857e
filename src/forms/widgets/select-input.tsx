import type { WidgetProps } from '../widget-props'
import { controlClasses } from './control-classes'

export function SelectInput({
  field,
  ids,
  registration,
  describedBy,
  invalid,
  nativeRequired,
}: WidgetProps) {
  return (
    <div className="relative">
      <select
        id={ids.control}
        required={nativeRequired}
        aria-required={field.required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`${controlClasses} appearance-none pr-11`}
        {...registration}
      >
        <option value="">{field.emptyOption ?? ''}</option>
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-ink-soft"
      >
        <path
          d="m5 7.5 5 5 5-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
    </div>
  )
}
