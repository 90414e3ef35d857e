// zod/mini keeps form validation small in the visitor's browser; the API is zod's, functional style.
import type { FieldDefinition, FormDefinition } from '@schemas/forms.schema.ts'
import { z } from 'zod/mini'

/** What any field stores: one text, or the values of a multiple choice. */
export const fieldValue = z.union([z.string(), z.array(z.string())])
export const formValues = z.record(z.string(), fieldValue)
export type FieldValue = z.infer<typeof fieldValue>
export type FormValues = z.infer<typeof formValues>

/** Whether a field holds nothing: blank text, no choice, an empty set. */
export function isEmptyValue(value: FieldValue): boolean {
  return typeof value === 'string' ? value.trim() === '' : value.length === 0
}

/** The same pattern browsers use for `type="email"`, so our check never disagrees with theirs. */
const BROWSER_EMAIL = z.regexes.html5Email

function fallbackMessage(field: FieldDefinition): string {
  return field.messages.invalid ?? field.messages.required ?? field.label
}

function textSchema(field: FieldDefinition) {
  const isEmail = field.kind === 'email'
  return z.string().check(
    z.trim(),
    z.refine((value) => !isEmptyValue(value) || !field.required, field.messages.required),
    z.refine(
      (value) => !isEmail || value === '' || BROWSER_EMAIL.test(value),
      fallbackMessage(field),
    ),
  )
}

function singleChoiceSchema(field: FieldDefinition, values: readonly string[]) {
  return z.string().check(
    z.refine((value) => !isEmptyValue(value) || !field.required, field.messages.required),
    z.refine((value) => value === '' || values.includes(value), fallbackMessage(field)),
  )
}

function multipleChoiceSchema(field: FieldDefinition, values: readonly string[]) {
  return z.array(z.string()).check(
    z.refine((chosen) => !isEmptyValue(chosen) || !field.required, field.messages.required),
    z.refine((chosen) => chosen.every((value) => values.includes(value)), fallbackMessage(field)),
  )
}

/** The zod schema of one field's value, with its messages from content. */
export function fieldSchema(field: FieldDefinition): z.ZodMiniType<FieldValue, FieldValue> {
  const values = field.options?.map((option) => option.value) ?? []
  switch (field.kind) {
    case 'text':
    case 'email':
      return textSchema(field)
    case 'select':
    case 'single-choice':
      return singleChoiceSchema(field, values)
    case 'multiple-choice':
      return multipleChoiceSchema(field, values)
  }
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
    definition.fields.map((field) => [field.name, field.kind === 'multiple-choice' ? [] : '']),
  )
}

/** Whether a required field was left empty (as opposed to filled in wrongly). */
export function missesRequiredValue(
  definition: Pick<FormDefinition, 'fields'>,
  values: FormValues,
): boolean {
  return definition.fields.some((field) => field.required && isEmptyValue(values[field.name] ?? ''))
}
