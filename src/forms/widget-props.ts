import type { FieldDefinition } from '@schemas/forms.schema.ts'
import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import type { FieldIds } from './field-ids'

/** A page's drawn icon for a choice, by the choice's value; nothing when it has none. */
export type OptionIconOf = (value: string) => ReactNode

/** The one contract every widget renders from. Widgets draw only their control. */
export type WidgetProps = {
  field: FieldDefinition
  ids: FieldIds
  registration: UseFormRegisterReturn
  describedBy: string | undefined
  invalid: boolean
  /** Add the browser's own `required` check (inline forms only). */
  nativeRequired: boolean
  /** Show number-key hints on choice cards. */
  shortcuts: boolean
  /** Draws a choice card's icon (the quiz's line icons); a choice without one shows its emoji, if any. */
  optionIcon?: OptionIconOf
}

export type FieldWidget = {
  Control: (props: WidgetProps) => ReactNode
  /** Groups of inputs get a fieldset and legend with this role; single controls get a label. */
  group?: 'radiogroup' | 'group'
}
