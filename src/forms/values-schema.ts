import type { FieldDefinition, FormDefinition } from '@schemas/forms.schema.ts'
import { z } from 'zod/mini'
import { type FieldValue, type FormValues, isEmptyValue } from './field-value'
import { kindEntry } from './registry'

/** The zod schema of one field's value, with its messages from content. */
function fieldSchema(field: FieldDefinition): z.ZodMiniType<FieldValue, FieldValue> {
  return kindEntry(field.kind).value(field)
}

/** The schema of a whole form's values, derived from its definition alone. */
export function buildValuesSchema(definition: Pick<FormDefinition, 'fields'>) {
  return z.object(
    Object.fromEntries(definition.fields.map((field) => [field.name, fieldSchema(field)])),
  )
}

/** A form's starting values: empty text, no choice, an empty set. */
export function emptyValues(definition: Pick<FormDefinition, 'fields'>): FormValues {
  return Object.fromEntries(
    definition.fields.map((field) => [field.name, kindEntry(field.kind).empty]),
  )
}

/** Whether a required field was left empty (as opposed to filled in wrongly). */
export function missesRequiredValue(
  definition: Pick<FormDefinition, 'fields'>,
  values: FormValues,
): boolean {
  return definition.fields.some((field) => field.required && isEmptyValue(values[field.name] ?? ''))
}
