import type { FormValues } from '@contract/field-value.ts'
import { type Control, useFormState } from 'react-hook-form'
import { buttonClasses } from '@/components/ui/button-link'
import { KEEP_CLEAR } from '@/components/ui/toast-placement'

type SubmitButtonProps = {
  control: Control<FormValues>
  label: string
  pendingLabel: string
  disabled?: boolean
  /** The id of what says why it is disabled, while it is. */
  describedBy?: string
  className?: string
}

/** Shows progress while the form submits and cannot be pressed twice. */
export function SubmitButton({
  control,
  label,
  pendingLabel,
  disabled = false,
  describedBy,
  className,
}: SubmitButtonProps) {
  const { isSubmitting } = useFormState({ control })
  return (
    <button
      type="submit"
      disabled={disabled || isSubmitting}
      aria-disabled={disabled || isSubmitting}
      aria-describedby={describedBy}
      {...KEEP_CLEAR}
      className={buttonClasses('primary', { className })}
    >
      {isSubmitting && <Spinner />}
      {isSubmitting ? pendingLabel : label}
    </button>
  )
}

function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 animate-spin">
      <circle
        cx="12"
        cy="12"
        r="9"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.3"
        strokeWidth="3"
      />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  )
}
