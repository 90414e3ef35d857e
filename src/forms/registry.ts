import { type KindValues, kindValues } from '@contract/kind-values.ts'
import type { ChoiceKind, FieldKind } from '@schemas/forms.schema.ts'
import type { FieldWidget } from './widget-props'
import { MultipleChoice, SingleChoice } from './widgets/choice-widgets'
import { EmailInput } from './widgets/email-input'
import { SelectInput } from './widgets/select-input'
import { TextInput } from './widgets/text-input'

/** Everything the renderer knows about one field kind. */
type FieldKindEntry<Kind extends FieldKind> = FieldWidget &
  KindValues & {
    /** Whether content lists options for it (the content check asks for them: CHOICE_KINDS). */
    options: Kind extends ChoiceKind ? true : false
  }

/**
 * Field kind → all it takes to draw, check and start a field of that kind. A new kind is one
 * widget file plus one entry here, and its name in schemas/forms.schema.ts for content.
 */
export const fieldKindRegistry: { [Kind in FieldKind]: FieldKindEntry<Kind> } = {
  text: { Control: TextInput, ...kindValues.text, options: false },
  email: { Control: EmailInput, ...kindValues.email, options: false },
  tel: { Control: TextInput, ...kindValues.tel, options: false },
  url: { Control: TextInput, ...kindValues.url, options: false },
  select: { Control: SelectInput, ...kindValues.select, options: true },
  'single-choice': {
    Control: SingleChoice,
    group: 'radiogroup',
    ...kindValues['single-choice'],
    options: true,
  },
  'multiple-choice': {
    Control: MultipleChoice,
    group: 'group',
    ...kindValues['multiple-choice'],
    options: true,
  },
}

export type RegisteredKind = keyof typeof fieldKindRegistry

export function kindEntry(kind: FieldKind): FieldKindEntry<FieldKind> {
  return fieldKindRegistry[kind]
}
