import { MAX_TYPED_LENGTH } from '../value-schemas'
import type { WidgetProps } from '../widget-props'
import { controlAttributes } from './control-attributes'
import { controlClasses } from './control-classes'

/** Text and email fields; email keeps the browser's own `type="email"` check. */
export function TextInput(props: WidgetProps) {
  const { field, registration } = props
  const isEmail = field.kind === 'email'
  return (
    <input
      {...controlAttributes(props)}
      type={isEmail ? 'email' : 'text'}
      inputMode={isEmail ? 'email' : undefined}
      autoCapitalize={isEmail ? 'off' : undefined}
      spellCheck={isEmail ? false : undefined}
      autoComplete={field.autocomplete}
      placeholder={field.placeholder}
      maxLength={MAX_TYPED_LENGTH[isEmail ? 'email' : 'text']}
      className={controlClasses}
      {...registration}
    />
  )
}
