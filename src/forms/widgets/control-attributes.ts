import type { WidgetProps } from '../widget-props'

/** The id and ARIA state every single control carries, from one place. */
export function controlAttributes({
  field,
  ids,
  describedBy,
  invalid,
  nativeRequired,
}: WidgetProps) {
  return {
    id: ids.control,
    required: nativeRequired,
    'aria-required': field.required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  }
}
