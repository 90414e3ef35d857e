import { type FormDefinition, type FormsContent, isChoiceKind } from '../forms.schema.ts'
import { HONEYPOT_FIELD_NAME, REQUIRED_WAITLIST_FIELDS } from '../waitlist.schema.ts'
import { checkUnique, type Report } from './check-report.ts'
import type { JsonPath } from './json-document.ts'

/** Field names unique; options exactly where the kind takes them; required and formed fields say why. */
export function checkForm(form: FormDefinition, formName: string, report: Report) {
  const names = form.fields.map((field) => field.name)
  checkUnique(names, (f) => [formName, 'fields', f, 'name'], 'field name', report)
  form.fields.forEach((field, f) => {
    const at: JsonPath = [formName, 'fields', f]
    const isChoice = isChoiceKind(field.kind)
    if (isChoice && !field.options?.length)
      report([...at, 'options'], `a ${field.kind} field needs options`)
    if (!isChoice && field.options)
      report([...at, 'options'], `a ${field.kind} field takes no options`)
    if (field.emptyOption && field.kind !== 'select')
      report([...at, 'emptyOption'], 'only a select field has an empty option')
    if (field.required && !field.messages.required)
      report([...at, 'messages'], 'a required field needs messages.required')
    // Without it, a mistyped phone number or address would be told the field's label.
    if ((field.kind === 'tel' || field.kind === 'url') && !field.messages.invalid)
      report(
        [...at, 'messages'],
        `a ${field.kind} field needs messages.invalid, shown when what was typed is not ${field.kind === 'tel' ? 'a phone number' : 'a web address'}`,
      )
    const values = field.options?.map((option) => option.value) ?? []
    checkUnique(values, (o) => [...at, 'options', o, 'value'], 'option value', report)
  })
}

/**
 * The waitlist form may hold any fields a maintainer adds, as long as the two the product relies
 * on are there, of their kind and required, and none takes the name of the hidden spam trap.
 */
export function checkWaitlistFields({ waitlist }: FormsContent, report: Report) {
  const needed = Object.entries(REQUIRED_WAITLIST_FIELDS)
  const neededText = needed.map(([name, { meaning }]) => `${meaning} ("${name}")`).join(' and ')
  for (const [name, { kind, meaning }] of needed) {
    const f = waitlist.fields.findIndex((field) => field.name === name)
    const field = waitlist.fields[f]
    if (!field) {
      report(
        ['waitlist', 'fields'],
        `missing the field "${name}": the waitlist needs ${neededText}; add it back`,
      )
      continue
    }
    if (field.kind !== kind)
      report(
        ['waitlist', 'fields', f, 'kind'],
        `the "${name}" field holds ${meaning}, so its kind must be "${kind}", found "${field.kind}"`,
      )
    if (!field.required)
      report(
        ['waitlist', 'fields', f, 'required'],
        `the "${name}" field must be required: a sign-up without ${meaning} cannot be used`,
      )
  }
  waitlist.fields.forEach((field, f) => {
    if (field.name !== HONEYPOT_FIELD_NAME) return
    report(
      ['waitlist', 'fields', f, 'name'],
      `"${HONEYPOT_FIELD_NAME}" is taken by the hidden field that catches spam robots; choose another name`,
    )
  })
}
