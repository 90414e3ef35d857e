import type { FieldValue } from '@contract/field-value.ts'
import type { FieldDefinition } from '@schemas/forms.schema.ts'
import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import type { FieldIds } from './field-ids'

/**
 * What a page draws into the renderer's fields, without the renderer knowing the page: the
 * renderer owns structure, labels, errors and behaviour; a slot adds a page's own pieces.
 */
export type FieldSlots = {
  /** A choice group's legend, e.g. wrapped in a heading; its label otherwise. Not for single
   *  controls: their <label> may hold only text. */
  legend?: (field: FieldDefinition) => ReactNode
  /** The drawn icon in a choice card's tile, by the option's value; its emoji otherwise. */
  optionIcon?: (value: string) => ReactNode
  /** Something at a choice card's end, by the option's position (a key hint). */
  optionEnd?: (index: number) => ReactNode
}

/** The one contract every widget renders from. Widgets draw only their control. */
export type WidgetProps = {
  field: FieldDefinition
  ids: FieldIds
  registration: UseFormRegisterReturn
  describedBy: string | undefined
  invalid: boolean
  /** Add the browser's own `required` check (inline forms only). */
  nativeRequired: boolean
  slots: FieldSlots
  /** Puts a value in the field as if the visitor typed it (an accepted suggestion), and checks it. */
  replaceValue: (value: FieldValue) => void
  /**
   * Shows the widget's own line (an email's suggestion) in the field's reserved message line,
   * while the field has no error; undefined takes it away.
   */
  showNote: (note: ReactNode) => void
}

export type FieldWidget = {
  Control: (props: WidgetProps) => ReactNode
  /** Groups of inputs get a fieldset and legend with this role; single controls get a label. */
  group?: 'radiogroup' | 'group'
}
