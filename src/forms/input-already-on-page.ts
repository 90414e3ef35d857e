import type { FieldValue } from '@contract/field-value.ts'

/** One field's controls in the document, by its name (radios and checkboxes come as a group). */
function controlsNamed(name: string): (HTMLInputElement | HTMLSelectElement)[] {
  return [...document.getElementsByName(name)].filter(
    (element) => element instanceof HTMLInputElement || element instanceof HTMLSelectElement,
  )
}

function valueIn(controls: (HTMLInputElement | HTMLSelectElement)[]): FieldValue | undefined {
  const [first] = controls
  if (!first) return undefined
  if (first instanceof HTMLInputElement && (first.type === 'radio' || first.type === 'checkbox')) {
    const chosen = controls.flatMap((control) =>
      control instanceof HTMLInputElement && control.checked ? [control.value] : [],
    )
    if (chosen.length === 0) return undefined
    return first.type === 'radio' ? chosen[0] : chosen
  }
  return first.value === '' ? undefined : first.value
}

/**
 * What a visitor already typed or chose in a prerendered form before its code arrived, read from
 * the page as the form hydrates, so the form starts from it instead of wiping it. Only ever
 * called in the browser, while hydrating.
 */
export function inputAlreadyOnPage(names: readonly string[]): Record<string, FieldValue> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = valueIn(controlsNamed(name))
      return value === undefined ? [] : [[name, value]]
    }),
  )
}
