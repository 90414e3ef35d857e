import type { FormDefinition } from '@schemas/forms.schema.ts'
import { type KeyboardEventHandler, type ReactNode, useEffect, useId, useRef } from 'react'
import type { FieldErrors, UseFormReturn } from 'react-hook-form'
import { useIsHydrating } from '@/lib/use-is-hydrating'
import { DefinedField } from './defined-field'
import type { FormValues } from './values-schema'

type DefinedFormProps = {
  definition: Pick<FormDefinition, 'fields' | 'errorDisplay'>
  form: UseFormReturn<FormValues>
  onValid: (values: FormValues) => void | Promise<void>
  /** Summary forms report a failed submit here (the waitlist shows a toast). */
  onInvalid?: (errors: FieldErrors<FormValues>) => void
  /** Larger legends and key hints, for one-question-at-a-time forms. */
  prominent?: boolean
  shortcuts?: boolean
  className?: string
  labelledBy?: string
  onKeyDown?: KeyboardEventHandler<HTMLFormElement>
  children: ReactNode
}

/** Set by the start-up script on a prerendered form submitted before its code arrived. */
const SUBMIT_REQUESTED = 'data-submit-requested'

/** A whole form drawn from its content definition; the page adds its own buttons as children. */
export function DefinedForm({
  definition,
  form,
  onValid,
  onInvalid,
  prominent,
  shortcuts,
  className,
  labelledBy,
  onKeyDown,
  children,
}: DefinedFormProps) {
  const formId = useId().replace(/:/g, '')
  const formRef = useRef<HTMLFormElement>(null)
  // Prerendered, the form is marked as waiting for the app: the page's start-up script holds a
  // submit made before then (scripts/prerender.ts), and the form sends it once it can.
  const waiting = useIsHydrating()
  useEffect(() => {
    const element = formRef.current
    if (waiting || !element?.hasAttribute(SUBMIT_REQUESTED)) return
    element.removeAttribute(SUBMIT_REQUESTED)
    element.requestSubmit()
  }, [waiting])
  return (
    <form
      ref={formRef}
      // Never a visitor's data in an address, even with scripts off.
      method="post"
      data-awaits-app={waiting ? '' : undefined}
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      onKeyDown={onKeyDown}
      className={className}
      aria-labelledby={labelledBy}
    >
      {definition.fields.map((field) => (
        <DefinedField
          key={field.name}
          formId={`f${formId}`}
          field={field}
          form={form}
          nativeRequired={definition.errorDisplay === 'inline'}
          prominent={prominent}
          shortcuts={shortcuts}
        />
      ))}
      {children}
    </form>
  )
}
