import type { FieldKind } from '@schemas/forms.schema.ts'
import type { FieldWidget } from './widget-props'
import { MultipleChoice, SingleChoice } from './widgets/choice-widgets'
import { SelectInput } from './widgets/select-input'
import { TextInput } from './widgets/text-input'

/** Field kind → widget. A new kind is one widget file plus one line here (and in fieldKinds). */
export const widgetRegistry = {
  text: { Control: TextInput },
  email: { Control: TextInput },
  select: { Control: SelectInput },
  'single-choice': { Control: SingleChoice, group: 'radiogroup' },
  'multiple-choice': { Control: MultipleChoice, group: 'group' },
} as const satisfies Record<FieldKind, FieldWidget>

export type RegisteredKind = keyof typeof widgetRegistry

/** The widget for a kind; the content check rejects unknown kinds, so this failing is a bug. */
export function widgetFor(kind: string): FieldWidget {
  const entry = Object.entries(widgetRegistry).find(([known]) => known === kind)
  if (!entry) throw new Error(`No widget is registered for field kind "${kind}"`)
  return entry[1]
}
