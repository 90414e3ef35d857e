import type { FieldValue, FormValues } from '@contract/field-value.ts'
import type { FormDefinition } from '@schemas/forms.schema.ts'
import { useLayoutEffect, useState } from 'react'
import { useIsHydrating } from '@/lib/use-is-hydrating'

/** One field's controls in its form, by name (radios and checkboxes come as a group). */
function controlsNamed(form: HTMLFormElement, name: string) {
  const named = form.elements.namedItem(name)
  const controls = named instanceof RadioNodeList ? [...named] : [named]
  return controls.filter(
    (control) => control instanceof HTMLInputElement || control instanceof HTMLSelectElement,
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
 * the form itself (another form of the page may have fields of the same names), so the form
 * starts from it instead of wiping it.
 */
export function inputAlreadyOnPage(
  form: HTMLFormElement,
  names: readonly string[],
): Record<string, FieldValue> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = valueIn(controlsNamed(form, name))
      return value === undefined ? [] : [[name, value]]
    }),
  )
}

/**
 * A prerendered form can be typed into, or a choice made in it, before its code arrives. Its
 * hydration renders what the server rendered, and react-hook-form then writes its defaults into
 * the controls; so the form (the element of id `formId`) is read while it hydrates, before that,
 * and right after, before the next paint, it takes over what the visitor had put in.
 */
export function useKeepInputTypedEarly(
  formId: string,
  definition: Pick<FormDefinition, 'fields'>,
  setValue: (name: string, value: FormValues[string], options: { shouldDirty: true }) => void,
) {
  const hydrating = useIsHydrating()
  const [typedEarly] = useState(() => {
    // On the server there is no page to read.
    if (!hydrating || typeof document === 'undefined') return {}
    const form = document.getElementById(formId)
    if (!(form instanceof HTMLFormElement)) return {}
    return inputAlreadyOnPage(
      form,
      definition.fields.map((field) => field.name),
    )
  })
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(typedEarly))
      setValue(name, value, { shouldDirty: true })
  }, [typedEarly, setValue])
}
