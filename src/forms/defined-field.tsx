import type { FormValues } from '@contract/field-value.ts'
import type { FieldDefinition } from '@schemas/forms.schema.ts'
import { type ReactNode, useState } from 'react'
import { type UseFormReturn, useFormState } from 'react-hook-form'
import { describedBy, fieldIds } from './field-ids'
import { FieldShell } from './field-shell'
import { kindEntry } from './registry'
import type { FieldSlots } from './widget-props'

export type DefinedFieldProps = {
  formId: string
  field: FieldDefinition
  form: UseFormReturn<FormValues>
  /** Inline forms add the browser's `required`; summary forms let the page report instead. */
  nativeRequired: boolean
  prominent?: boolean
  slots?: FieldSlots
}

/** One field from its definition: the registry's widget inside the shared shell. */
export function DefinedField({
  formId,
  field,
  form,
  nativeRequired,
  prominent = false,
  slots = {},
}: DefinedFieldProps) {
  // Subscribes to this field's error only, so typing elsewhere does not re-render it.
  const { errors } = useFormState({ control: form.control, name: field.name })
  const error = errors[field.name]?.message
  const message = typeof error === 'string' ? error : undefined
  const ids = fieldIds(formId, field.name)
  const { Control, group } = kindEntry(field.kind)
  const description = describedBy(ids, Boolean(field.help), Boolean(message))
  const [note, showNote] = useState<ReactNode>()

  return (
    <FieldShell
      field={field}
      ids={ids}
      group={group}
      error={message}
      note={note}
      describedBy={group ? description : undefined}
      prominent={prominent}
      legend={(group && slots.legend?.(field)) || field.label}
    >
      <Control
        field={field}
        ids={ids}
        registration={form.register(field.name)}
        describedBy={description}
        invalid={Boolean(message)}
        nativeRequired={nativeRequired && field.required}
        slots={slots}
        showNote={showNote}
        replaceValue={(value) =>
          form.setValue(field.name, value, {
            shouldDirty: true,
            shouldTouch: true,
            shouldValidate: true,
          })
        }
      />
    </FieldShell>
  )
}
