import { typingBox } from '@contract/typing-boxes.ts'
import type { WidgetProps } from '../widget-props'
import { controlAttributes } from './control-attributes'
import { controlClasses } from './control-classes'

/**
 * Text, email, phone and web address fields: each keeps the browser's own check of its type, the
 * keyboard a phone shows for it, and what the browser offers to fill in.
 */
export function TextInput(props: WidgetProps) {
  const { field, registration } = props
  const box = typingBox(field.kind)
  return (
    <input
      {...controlAttributes(props)}
      type={box.type}
      inputMode={box.inputMode}
      autoCapitalize={box.typedAsIs ? 'off' : undefined}
      spellCheck={box.typedAsIs ? false : undefined}
      autoComplete={field.autocomplete ?? box.autoComplete}
      placeholder={field.placeholder}
      maxLength={box.maxLength}
      className={controlClasses}
      {...registration}
    />
  )
}
