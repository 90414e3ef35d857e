import type { FormValues } from '@contract/field-value.ts'
import type { FormDefinition } from '@schemas/forms.schema.ts'
import { type ReactNode, useId, useRef } from 'react'
import type { FieldErrors, UseFormReturn } from 'react-hook-form'
import { useHeldInput } from '@/lib/use-held-input'
import { useIsHydrating } from '@/lib/use-is-hydrating'
import { DefinedField } from './defined-field'
import { useKeepInputTypedEarly } from './input-already-on-page'
import type { FieldSlots } from './widget-props'

type DefinedFormProps = {
  definition: Pick<FormDefinition, 'fields' | 'errorDisplay'>
  form: UseFormReturn<FormValues>
  onValid: (values: FormValues) => void | Promise<void>
  /** Summary forms report a failed submit here (the waitlist shows a toast). */
  onInvalid?: (errors: FieldErrors<FormValues>) => void
  /** Larger legends and more room, for one-question-at-a-time forms. */
  prominent?: boolean
  /** The page's own pieces in each field (see FieldSlots). */
  slots?: FieldSlots
  className?: string
  labelledBy?: string
  /** Where the form posts itself when no script handles it (JavaScript off); the page by default. */
  action?: string
  /** Data attributes for the page's own scripts to find the form by. */
  marks?: { [name: `data-${string}`]: string }
  children: ReactNode
}

/** A whole form drawn from its content definition; the page adds its own buttons as children. */
export function DefinedForm({
  definition,
  form,
  onValid,
  onInvalid,
  prominent,
  slots,
  className,
  labelledBy,
  action,
  marks,
  children,
}: DefinedFormProps) {
  const formId = `f${useId()}`
  const formRef = useRef<HTMLFormElement>(null)
  useKeepInputTypedEarly(formId, definition, form.setValue)
  // A submit made before the form's code arrived is sent once it can be.
  const awaitsApp = useHeldInput(formRef)
  const hydrating = useIsHydrating()
  return (
    <form
      ref={formRef}
      id={formId}
      // Never a visitor's data in an address, even with scripts off.
      method="post"
      action={action}
      // A form that lists its own problems checks every field itself, an email's form included,
      // so the browser's bubble never speaks in another voice. A form with inline errors does
      // too once its code runs; before that, or without scripts, the browser checks it.
      noValidate={definition.errorDisplay === 'summary' || !hydrating}
      {...marks}
      {...awaitsApp}
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      className={className}
      aria-labelledby={labelledBy}
    >
      {definition.fields.map((field) => (
        <DefinedField
          key={field.name}
          formId={formId}
          field={field}
          form={form}
          nativeRequired={definition.errorDisplay === 'inline'}
          prominent={prominent}
          slots={slots}
        />
      ))}
      {children}
    </form>
  )
}
