import type { WidgetProps } from '../widget-props'
import { controlClasses } from './control-classes'

/** Text and email fields; email keeps the browser's own `type="email"` check. */
export function TextInput({
  field,
  ids,
  registration,
  describedBy,
  invalid,
  nativeRequired,
}: WidgetProps) {
  const isEmail = field.kind === 'email'
  return (
    <input
      id={ids.control}
      type={isEmail ? 'email' : 'text'}
      inputMode={isEmail ? 'email' : undefined}
      autoCapitalize={isEmail ? 'off' : undefined}
      spellCheck={isEmail ? false : undefined}
      autoComplete={field.autocomplete}
      placeholder={field.placeholder}
      required={nativeRequired}
      aria-required={field.required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={controlClasses}
      {...registration}
    />
  )
}
