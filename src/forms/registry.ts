import type { ChoiceKind, FieldKind } from '@schemas/forms.schema.ts'
import type { FieldValue } from './field-value'
import {
  choicesValue,
  emailValue,
  oneChoiceValue,
  textValue,
  type ValueSchema,
} from './value-schemas'
import type { FieldWidget } from './widget-props'
import { MultipleChoice, SingleChoice } from './widgets/choice-widgets'
import { SelectInput } from './widgets/select-input'
import { TextInput } from './widgets/text-input'

/** Everything the renderer knows about one field kind. */
type FieldKindEntry<Kind extends FieldKind> = FieldWidget & {
  /** Checks a value of this kind, with the field's messages from content. */
  value: ValueSchema
  /** A new form's value: empty text, no choice, an empty set. */
  empty: FieldValue
  /** Whether content lists options for it (the content check asks for them: CHOICE_KINDS). */
  options: Kind extends ChoiceKind ? true : false
}

/**
 * Field kind → all it takes to draw, check and start a field of that kind. A new kind is one
 * widget file plus one entry here, and its name in schemas/forms.schema.ts for content.
 */
export const fieldKindRegistry: { [Kind in FieldKind]: FieldKindEntry<Kind> } = {
  text: { Control: TextInput, value: textValue, empty: '', options: false },
  email: { Control: TextInput, value: emailValue, empty: '', options: false },
  select: { Control: SelectInput, value: oneChoiceValue, empty: '', options: true },
  'single-choice': {
    Control: SingleChoice,
    group: 'radiogroup',
    value: oneChoiceValue,
    empty: '',
    options: true,
  },
  'multiple-choice': {
    Control: MultipleChoice,
    group: 'group',
    value: choicesValue,
    empty: [],
    options: true,
  },
}

export type RegisteredKind = keyof typeof fieldKindRegistry

export function kindEntry(kind: FieldKind): FieldKindEntry<FieldKind> {
  return fieldKindRegistry[kind]
}
