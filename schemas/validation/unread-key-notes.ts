import { CHOICE_KINDS } from '../forms.schema.ts'
import type { JsonPath } from './json-document.ts'
import type { UnlocatedProblem } from './problem.ts'

/** What only a typing box reads: on a choice field (select, cards) the key changes nothing. */
const TYPING_BOX_KEYS = [
  { at: [], key: 'placeholder', what: 'shows no placeholder' },
  { at: [], key: 'autocomplete', what: 'offers nothing to fill in' },
  { at: ['messages'], key: 'tooLong', what: 'is never too long' },
] as const

const FORMS = ['waitlist', 'quizEmail'] as const

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null
}

const isChoiceKind = (kind: unknown) => CHOICE_KINDS.some((choice) => choice === kind)

/**
 * Notes on keys of forms.json that nothing reads, so a maintainer never edits one to no effect:
 * a placeholder, an autocomplete or a "too long" message on a field that is not a typing box.
 */
export function unreadFormKeyNotes(file: string, forms: unknown): UnlocatedProblem[] {
  if (!isObject(forms)) return []
  return FORMS.flatMap((formName) => {
    const form: unknown = Reflect.get(forms, formName)
    const fields: unknown = isObject(form) ? Reflect.get(form, 'fields') : undefined
    if (!Array.isArray(fields)) return []
    return fields.flatMap((field: unknown, index) => {
      const kind: unknown = isObject(field) ? Reflect.get(field, 'kind') : undefined
      if (!isObject(field) || !isChoiceKind(kind)) return []
      return TYPING_BOX_KEYS.flatMap(({ at, key, what }) => {
        const holder: unknown = at.reduce<unknown>(
          (node, step) => (isObject(node) ? Reflect.get(node, step) : undefined),
          field,
        )
        if (!isObject(holder) || !(key in holder)) return []
        const path: JsonPath = [formName, 'fields', index, ...at, key]
        const message = `does nothing: a ${String(kind)} field ${what} (only a typing box reads it); remove it`
        return [{ file, path, spot: { key }, message }]
      })
    })
  })
}
