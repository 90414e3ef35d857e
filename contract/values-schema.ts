import { z } from 'zod/mini'
import type { FieldDefinition, FormDefinition } from '../schemas/forms.schema.ts'
import { type FieldValue, type FormValues, isEmptyValue } from './field-value.ts'
import { kindValues } from './kind-values.ts'

/** The zod schema of one field's value, with its messages from content. */
function fieldSchema(field: FieldDefinition): z.ZodMiniType<FieldValue, FieldValue> {
  return kindValues[field.kind].value(field)
}

function valuesShape(definition: Pick<FormDefinition, 'fields'>) {
  return Object.fromEntries(definition.fields.map((field) => [field.name, fieldSchema(field)]))
}

/** The schema of a whole form's values, derived from its definition alone. */
export function buildValuesSchema(definition: Pick<FormDefinition, 'fields'>) {
  return z.object(valuesShape(definition))
}

/** The same, refusing any field the definition does not name: for values from outside. */
export function buildStrictValuesSchema(definition: Pick<FormDefinition, 'fields'>) {
  return z.strictObject(valuesShape(definition))
}

/** A form's starting values: empty text, no choice, an empty set. */
export function emptyValues(definition: Pick<FormDefinition, 'fields'>): FormValues {
  return Object.fromEntries(
    definition.fields.map((field) => [field.name, kindValues[field.kind].empty]),
  )
}

/** Whether a required field was left empty (as opposed to filled in wrongly). */
export function missesRequiredValue(
  definition: Pick<FormDefinition, 'fields'>,
  values: FormValues,
): boolean {
  return definition.fields.some((field) => field.required && isEmptyValue(values[field.name] ?? ''))
}
