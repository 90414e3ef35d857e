import { z } from 'zod/mini'
import type { FieldDefinition } from '../schemas/forms.schema.ts'
import { type FieldValue, isEmptyValue } from './field-value.ts'
import { isStorableText } from './storable-text.ts'

/** A kind's value check, with the field's own messages from content. */
export type ValueSchema = (field: FieldDefinition) => z.ZodMiniType<FieldValue, FieldValue>

/**
 * The longest text a typing box takes (the input's `maxlength` too, so a person never meets it):
 * an email address can be 254 characters long, and no answer of ours needs more. A phone number
 * has at most 15 digits, with room for spaces and brackets; browsers take web addresses of 2000.
 */
export const MAX_TYPED_LENGTH = { text: 200, email: 254, tel: 32, url: 2000 } as const

/** The same pattern browsers use for `type="email"`, so our check never disagrees with theirs. */
const BROWSER_EMAIL = z.regexes.html5Email

/**
 * What a mail can reach, beyond the browser's pattern: its domain has a dot. Browsers take
 * `jamie@example` (a name on a local network), which no inbox on the internet has (issue 33).
 * Both sides check it: the browser by the field, the server as it takes a sign-up.
 */
export function isReachableEmail(email: string): boolean {
  return BROWSER_EMAIL.test(email) && email.slice(email.lastIndexOf('@')).includes('.')
}

function fallbackMessage(field: FieldDefinition): string {
  return field.messages.invalid ?? field.messages.required ?? field.label
}

/** Past the typing box's length (only a script gets there): the field's own "too long" message. */
const tooLongMessage = (field: FieldDefinition) => field.messages.tooLong ?? fallbackMessage(field)

/** Half a character or a control character (pasted, or sent by a script): the field's own message. */
const storableText = (field: FieldDefinition) =>
  z.refine<string>(isStorableText, fallbackMessage(field))

const optionValues = (field: FieldDefinition) => field.options?.map((option) => option.value) ?? []

/** A required field left empty (blank text, no choice, an empty set) gets its content message. */
const filledIfRequired = (field: FieldDefinition) =>
  z.refine<FieldValue>((value) => !isEmptyValue(value) || !field.required, field.messages.required)

export const textValue: ValueSchema = (field) =>
  z
    .string()
    .check(
      z.trim(),
      storableText(field),
      filledIfRequired(field),
      z.maxLength(MAX_TYPED_LENGTH.text, tooLongMessage(field)),
    )

export const emailValue: ValueSchema = (field) =>
  z.string().check(
    z.trim(),
    storableText(field),
    filledIfRequired(field),
    z.maxLength(MAX_TYPED_LENGTH.email, tooLongMessage(field)),
    z.refine((value) => value === '' || isReachableEmail(value), fallbackMessage(field)),
  )

/**
 * A phone number from anywhere, loosely: an optional leading +, then 6 to 15 digits (the most a
 * number has worldwide) with spaces, brackets, dots, dashes or slashes between them. A stricter
 * check needs each country's numbering plan (libphonenumber-js): see decision 0020.
 */
const LOOSE_PHONE_NUMBER = /^\+?(?:[\s()./-]*\d){6,15}[\s()./-]*$/

export const telValue: ValueSchema = (field) =>
  z.string().check(
    z.trim(),
    storableText(field),
    filledIfRequired(field),
    z.maxLength(MAX_TYPED_LENGTH.tel, tooLongMessage(field)),
    z.refine((value) => value === '' || LOOSE_PHONE_NUMBER.test(value), fallbackMessage(field)),
  )

/** A web page's address, with or without its https:// (people leave it out): a name with a dot. */
function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`
  try {
    const { protocol, hostname } = new URL(withScheme)
    return (protocol === 'https:' || protocol === 'http:') && /^[^.]+(\.[^.]+)+$/.test(hostname)
  } catch {
    return false
  }
}

export const urlValue: ValueSchema = (field) =>
  z.string().check(
    z.trim(),
    storableText(field),
    filledIfRequired(field),
    z.maxLength(MAX_TYPED_LENGTH.url, tooLongMessage(field)),
    z.refine((value) => value === '' || isWebAddress(value), fallbackMessage(field)),
  )

export const oneChoiceValue: ValueSchema = (field) => {
  const values = optionValues(field)
  return z.string().check(
    filledIfRequired(field),
    z.refine((value) => value === '' || values.includes(value), fallbackMessage(field)),
  )
}

export const choicesValue: ValueSchema = (field) => {
  const values = optionValues(field)
  return z.array(z.string()).check(
    filledIfRequired(field),
    z.refine((chosen) => chosen.every((value) => values.includes(value)), fallbackMessage(field)),
  )
}
