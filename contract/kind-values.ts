import type { FieldKind } from '../schemas/forms.schema.ts'
import type { FieldValue } from './field-value.ts'
import {
  choicesValue,
  emailValue,
  oneChoiceValue,
  telValue,
  textValue,
  urlValue,
  type ValueSchema,
} from './value-schemas.ts'

/** What a field kind accepts and starts from, without how it is drawn (the server reads this too). */
export type KindValues = {
  /** Checks a value of this kind, with the field's messages from content. */
  value: ValueSchema
  /** A new form's value: empty text, no choice, an empty set. */
  empty: FieldValue
}

export const kindValues: { [Kind in FieldKind]: KindValues } = {
  text: { value: textValue, empty: '' },
  email: { value: emailValue, empty: '' },
  tel: { value: telValue, empty: '' },
  url: { value: urlValue, empty: '' },
  select: { value: oneChoiceValue, empty: '' },
  'single-choice': { value: oneChoiceValue, empty: '' },
  'multiple-choice': { value: choicesValue, empty: [] },
}
