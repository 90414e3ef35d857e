import type { WidgetProps } from '../widget-props'
import { controlAttributes } from './control-attributes'
import { controlClasses } from './control-classes'

export function SelectInput(props: WidgetProps) {
  const { field, registration } = props
  return (
    <div className="relative">
      <select
        {...controlAttributes(props)}
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
