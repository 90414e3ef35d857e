import type { FieldDefinition } from '@schemas/forms.schema.ts'
import { z } from 'zod/mini'
import { type FieldValue, isEmptyValue } from './field-value'

/** A kind's value check, with the field's own messages from content. */
export type ValueSchema = (field: FieldDefinition) => z.ZodMiniType<FieldValue, FieldValue>

/** The same pattern browsers use for `type="email"`, so our check never disagrees with theirs. */
const BROWSER_EMAIL = z.regexes.html5Email

function fallbackMessage(field: FieldDefinition): string {
  return field.messages.invalid ?? field.messages.required ?? field.label
}

const optionValues = (field: FieldDefinition) => field.options?.map((option) => option.value) ?? []

export const textValue: ValueSchema = (field) =>
  z.string().check(
    z.trim(),
    z.refine((value) => !isEmptyValue(value) || !field.required, field.messages.required),
  )

export const emailValue: ValueSchema = (field) =>
  z.string().check(
    z.trim(),
    z.refine((value) => !isEmptyValue(value) || !field.required, field.messages.required),
    z.refine((value) => value === '' || BROWSER_EMAIL.test(value), fallbackMessage(field)),
  )

export const oneChoiceValue: ValueSchema = (field) => {
  const values = optionValues(field)
  return z.string().check(
    z.refine((value) => !isEmptyValue(value) || !field.required, field.messages.required),
    z.refine((value) => value === '' || values.includes(value), fallbackMessage(field)),
  )
}

export const choicesValue: ValueSchema = (field) => {
  const values = optionValues(field)
  return z.array(z.string()).check(
    z.refine((chosen) => !isEmptyValue(chosen) || !field.required, field.messages.required),
    z.refine((chosen) => chosen.every((value) => values.includes(value)), fallbackMessage(field)),
  )
}
