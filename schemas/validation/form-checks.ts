import { CHOICE_KINDS, type FormDefinition, type FormsContent } from '../forms.schema.ts'
import { userType, waitlistSignup } from '../waitlist.schema.ts'
import { checkUnique, type Report } from './check-report.ts'
import { listAlternatives } from './describe.ts'
import type { JsonPath } from './json-document.ts'

/** Field names unique; options exactly where the kind takes them; required fields say why. */
export function checkForm(form: FormDefinition, formName: string, report: Report) {
  const names = form.fields.map((field) => field.name)
  checkUnique(names, (f) => [formName, 'fields', f, 'name'], 'field name', report)
  form.fields.forEach((field, f) => {
    const at: JsonPath = [formName, 'fields', f]
    const isChoice = CHOICE_KINDS.includes(field.kind)
    if (isChoice && !field.options?.length)
      report([...at, 'options'], `a ${field.kind} field needs options`)
    if (!isChoice && field.options)
      report([...at, 'options'], `a ${field.kind} field takes no options`)
    if (field.emptyOption && field.kind !== 'select')
      report([...at, 'emptyOption'], 'only a select field has an empty option')
    if (field.required && !field.messages.required)
      report([...at, 'messages'], 'a required field needs messages.required')
    const values = field.options?.map((option) => option.value) ?? []
    checkUnique(values, (o) => [...at, 'options', o, 'value'], 'option value', report)
  })
}

/** The waitlist form must produce exactly what a WaitlistSignup holds. */
export function checkWaitlistShape({ waitlist }: FormsContent, report: Report) {
  const expected = Object.keys(waitlistSignup.shape)
  const names = waitlist.fields.map((field) => field.name)
  for (const name of expected.filter((key) => !names.includes(key))) {
    const needed = listAlternatives(expected, 'and')
    report(['waitlist', 'fields'], `missing the field "${name}" (the waitlist needs ${needed})`)
  }
  waitlist.fields.forEach((field, f) => {
    if (expected.includes(field.name)) return
    const message = `unknown waitlist field ${JSON.stringify(field.name)} (expected ${listAlternatives(expected)})`
    report(['waitlist', 'fields', f, 'name'], message)
  })
  const typeField = waitlist.fields.findIndex((field) => field.name === 'userType')
  const allowed = userType.options.filter(Boolean)
  waitlist.fields[typeField]?.options?.forEach((option, o) => {
    if (allowed.some((value) => value === option.value)) return
    report(
      ['waitlist', 'fields', typeField, 'options', o, 'value'],
      `expected ${listAlternatives(allowed)}, found ${JSON.stringify(option.value)}`,
    )
  })
}
