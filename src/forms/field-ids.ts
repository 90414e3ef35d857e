export type FieldIds = { control: string; label: string; help: string; error: string }

/** Every id a field needs, from one place, so label, help and error always line up. */
export function fieldIds(formId: string, name: string): FieldIds {
  const base = `${formId}-${name}`
  return { control: base, label: `${base}-label`, help: `${base}-help`, error: `${base}-error` }
}

/** `aria-describedby` for a control: its help, and its error while there is one. */
export function describedBy(
  ids: FieldIds,
  hasHelp: boolean,
  hasError: boolean,
): string | undefined {
  const parts = [hasHelp && ids.help, hasError && ids.error].filter(
    (part) => typeof part === 'string',
  )
  return parts.length > 0 ? parts.join(' ') : undefined
}
