// zod/mini keeps form validation small in the visitor's browser; the API is zod's, functional style.
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
